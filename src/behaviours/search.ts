/** "All" is always the first chip and matches everything. */
export const ALL = 'All';

export interface ListFilter {
  /** Fields the text is looked for in. */
  fields: readonly string[];
  query: string;
  chipField?: string;
  chip?: string;
}

/** The text values of a field: a string, or each string of a list. */
export function fieldValues(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

/**
 * Case-insensitive substring match, the query taken literally: "(", "*" or "\\"
 * are just characters (no regular expressions). Surrounding spaces are ignored.
 */
export function matchesQuery(record: Record<string, unknown>, fields: readonly string[], query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return fields.some((field) => fieldValues(record[field]).some((value) => value.toLocaleLowerCase().includes(needle)));
}

export function matchesChip(record: Record<string, unknown>, field: string | undefined, chip: string | undefined): boolean {
  if (!field || !chip || chip === ALL) return true;
  const wanted = chip.toLocaleLowerCase();
  return fieldValues(record[field]).some((value) => value.toLocaleLowerCase() === wanted);
}

/** Items that pass both the chip and the search. `record` exposes derived fields (e.g. a news item's category). */
export function filterItems<T>(
  items: readonly T[],
  filter: ListFilter,
  record: (item: T) => Record<string, unknown> = (item) => item as Record<string, unknown>,
): T[] {
  return items.filter((item) => {
    const fields = record(item);
    return matchesChip(fields, filter.chipField, filter.chip) && matchesQuery(fields, filter.fields, filter.query);
  });
}

export function isFiltering(filter: Pick<ListFilter, 'query' | 'chip'>): boolean {
  return filter.query.trim() !== '' || (filter.chip !== undefined && filter.chip !== ALL);
}
