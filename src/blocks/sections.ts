import type { Section } from './page';
import { layoutColumnOrder, layoutColumns } from './traits';

const sectionsIn = (section: Section, column: string) => (section as unknown as Record<string, Section[]>)[column];

/** The fields of a layout section that hold the sections it places, each with them, as the document has them; none for a content block. */
export function columnsOf(section: Section): [column: string, sections: Section[]][] {
  return (layoutColumns.get(section.type) ?? []).map((column) => [column, sectionsIn(section, column)]);
}

/** The sections a layout places, in the order of the HTML (its own, where its fields change it). */
export function placedInOrder(section: Section): Section[] {
  const columns = layoutColumnOrder.get(section.type)?.(section as never) ?? columnsOf(section).map(([column]) => column);
  return columns.flatMap((column) => sectionsIn(section, column));
}

/**
 * Every section in the order of the HTML, a layout's own before those it places. No zod: the browser's page loader
 * uses it.
 */
export function everySection(sections: readonly Section[]): Section[] {
  return sections.flatMap((section) => [section, ...everySection(placedInOrder(section))]);
}
