import { assignPoolIcons } from './icon-pool';
import { deriveLabel, type LabelRules } from './labels';
import type { IconName } from '../../schema/icons';
import type { PageDocument } from '../../blocks/page';
import { everySection } from '../../blocks/sections';
import { fillFromSummary } from './case-summary';
import { addProfileCards } from './profile-cards';

/** What a block offers the behaviours: items with a title, and the fields that switch them on. */
interface DerivedItem {
  title: string;
  label?: string;
  icon?: IconName;
}
interface Deriving {
  items: DerivedItem[];
  labels?: LabelRules;
  iconPool?: string;
}

function derives(section: object): section is Deriving {
  return ('labels' in section || 'iconPool' in section) && 'items' in section && Array.isArray(section.items);
}

/**
 * Fills what a document leaves to its behaviours: the items a card takes from the page's case summary, the cards of
 * profiles the page does not link to yet (./profile-cards.ts), each item's `label` from its block's
 * `labels` rules, each item's `icon` from the site pool its block names (one sequence
 * per pool across the page, so two blocks sharing a pool do not repeat its first icons).
 * What the owner wrote wins. Pure: returns a new document, without the rules and pool
 * names it has applied.
 *
 * It runs once, where documents are validated (pool names are checked there), so the
 * prerendered HTML and the browser get the same finished data and the browser ships
 * neither rules nor pool logic (the rules of /thoughts/opinion were a tenth of its script).
 */
export function deriveDocument(
  document: PageDocument,
  pools: Readonly<Record<string, readonly IconName[]>>,
  profiles: Readonly<Record<string, string>> = {},
): PageDocument {
  const derived = structuredClone(document);
  fillFromSummary(derived);
  addProfileCards(derived, profiles);
  const byPool = new Map<string, DerivedItem[]>();
  for (const section of everySection(derived.sections)) {
    if (!derives(section)) continue;
    const { items, labels, iconPool } = section;
    if (labels) for (const item of items) item.label ??= deriveLabel(item.title, labels);
    if (iconPool !== undefined && Object.hasOwn(pools, iconPool)) byPool.set(iconPool, [...(byPool.get(iconPool) ?? []), ...items]);
    delete section.labels;
    delete section.iconPool;
  }
  for (const [name, items] of byPool) {
    const icons = assignPoolIcons(
      pools[name],
      items.map((item) => item.icon),
    );
    items.forEach((item, i) => (item.icon = icons[i]));
  }
  return derived;
}
