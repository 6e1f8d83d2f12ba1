import type { Icon as TablerIcon } from '@tabler/icons-react';
import type { IconName } from '../schema/icons';

export type IconDrawings = Partial<Record<IconName, TablerIcon>>;

/** The drawings of the icons documents name: each page's module brings its own, and the page loader adds them here. */
const drawings: IconDrawings = {};

export function addIcons(icons: IconDrawings): void {
  Object.assign(drawings, icons);
}

/** How every icon is drawn: thin strokes, and hidden from assistive technology (the text beside it carries the meaning). */
export const decorative = { stroke: 1.75, 'aria-hidden': true } as const;

/** A decorative icon a document names. */
export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  const Drawing = drawings[name];
  if (!Drawing) {
    // A document's icons come with its page, so only a fault in the code gets here: the sweep fails on this message.
    console.error(`Icon "${name}" is drawn, but its page did not bring it (iconsNamedIn in src/schema/icons.ts).`);
    return null;
  }
  return <Drawing size={size} {...decorative} />;
}
