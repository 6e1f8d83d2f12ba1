import type { Section } from './page';

/**
 * Every section in document order, a layout's main column before its side column (the order of the HTML).
 * No zod: the browser's page loader uses it.
 */
export function everySection(sections: readonly Section[]): Section[] {
  return sections.flatMap((section) => (section.type === 'two-column' ? [section, ...section.main, ...section.side] : [section]));
}

/** The archive blocks, which a page draws a week at a time (src/content/archive-pages.ts). */
export const isArchive = (section: Section): section is Extract<Section, { type: 'news-archive' | 'robotics-archive' }> =>
  section.type === 'news-archive' || section.type === 'robotics-archive';
