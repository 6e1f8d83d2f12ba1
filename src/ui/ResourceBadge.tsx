import { Tag } from './Tag';

/** A resource's badge ("Free tier", "Deprecated"), drawn as the site's one chip. */
const EMPHASIS = { default: 'accent', secondary: undefined, destructive: 'alert' } as const;

export function ResourceBadge({ text, variant }: { text: string; variant: keyof typeof EMPHASIS }) {
  return (
    <Tag as="span" emphasis={EMPHASIS[variant]}>
      {text}
    </Tag>
  );
}
