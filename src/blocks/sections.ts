import type { Section } from './page';
import { layoutColumnOrder, layoutColumns } from './traits';

/**
 * The fields of a layout section that hold the sections it places, each with them, in the order of the HTML; none
 * for a content block.
 */
export function columnsOf(section: Section): [column: string, sections: Section[]][] {
  const columns = layoutColumnOrder.get(section.type)?.(section as never) ?? layoutColumns.get(section.type) ?? [];
  return columns.map((column) => [column, (section as unknown as Record<string, Section[]>)[column]]);
}

/**
 * Every section in document order, a layout's own before those it places, column by column (the order of the HTML).
 * No zod: the browser's page loader uses it.
 */
export function everySection(sections: readonly Section[]): Section[] {
  return sections.flatMap((section) => [section, ...everySection(columnsOf(section).flatMap(([, nested]) => nested))]);
}
