import type { Section } from './page';
import { layoutColumns } from './traits';

/** The fields of a layout section that hold the sections it places, each with them; none for a content block. */
export function columnsOf(section: Section): [column: string, sections: Section[]][] {
  return (layoutColumns.get(section.type) ?? []).map((column) => [column, (section as unknown as Record<string, Section[]>)[column]]);
}

/**
 * Every section in document order, a layout's own before those it places, column by column (the order of the HTML).
 * No zod: the browser's page loader uses it.
 */
export function everySection(sections: readonly Section[]): Section[] {
  return sections.flatMap((section) => [section, ...everySection(columnsOf(section).flatMap(([, nested]) => nested))]);
}
