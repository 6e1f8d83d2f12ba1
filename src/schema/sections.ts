import type { Section } from './page';

/**
 * Every section in document order, a layout's main column before its side column (the order of the HTML).
 * No zod: the browser's page loader uses it.
 */
export function everySection(sections: readonly Section[]): Section[] {
  return sections.flatMap((section) => (section.type === 'two-column' ? [section, ...section.main, ...section.side] : [section]));
}
