import type { ResourceListProps } from './schema';

type Props = ResourceListProps;

/** What every card shows, whatever the kind of list. */
export interface CardView {
  /** Its place in the whole list: items may be alike, and a search shows some of them. */
  key: number;
  title: string;
  emoji?: string;
  badge?: { text: string; variant: 'default' | 'secondary' | 'destructive' };
  text: string;
  tags: string[];
  action: { kind: 'link'; label: string; href: string } | { kind: 'copy'; text: string };
  /** The fields search and chips look at. */
  record: Record<string, unknown>;
}

export const NOUNS: Record<Props['kind'], string> = {
  tools: 'tools',
  prompts: 'prompts',
  startups: 'startups',
  companies: 'companies',
  resources: 'resources',
};

export function cardsOf(props: Props): CardView[] {
  switch (props.kind) {
    case 'tools':
      return props.items.map((item, key) => ({
        key,
        title: item.name,
        badge: item.badge,
        text: item.description,
        tags: item.category,
        action: { kind: 'link', label: 'Visit Tool', href: item.link },
        record: item,
      }));
    case 'prompts':
      return props.items.map((item, key) => ({
        key,
        title: item.title,
        badge: item.badge,
        text: item.prompt,
        tags: [item.category],
        action: { kind: 'copy', text: item.prompt },
        record: item,
      }));
    case 'startups':
    case 'companies':
      return props.items.map((item, key) => ({
        key,
        title: item.name,
        badge: item.badge,
        text: item.description,
        tags: ['industry' in item ? item.industry : item.sector],
        action: { kind: 'link', label: 'Visit Website', href: item.website },
        record: item,
      }));
    case 'resources':
      return props.items.map((item, key) => ({
        key,
        title: item.title,
        emoji: item.emoji,
        badge: { text: item.badge, variant: 'secondary' },
        text: item.tagline,
        tags: item.tags,
        action: { kind: 'link', label: item.cta, href: item.link },
        record: item,
      }));
  }
}
