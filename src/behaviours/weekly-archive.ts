import { useCallback, useMemo } from 'react';
import { archiveStats, weekToOpen, type ArchiveTrait, type Paged } from './archive-paging';
import { useHydrated } from './hydrated';
import { useListState } from './list-state';
import { filterItems, isFiltering } from './search';
import { useWholeArchive } from './whole-archive';
import { monthsShown, periodOfKey, periodToOpen, type Period } from '../schema/weeks';

/** The fields every weekly archive's document has: its heading, its list controls and its weeks' settings. */
export interface WeeklyArchiveFields {
  heading?: string;
  intro?: string;
  searchPlaceholder: string;
  searchFields: readonly string[];
  chips?: { field: string; label: string; options: string[] };
  months?: { from?: string; to?: string };
  open: 'current' | Period;
  emptyWeek: string;
  empty: { title: string; text?: string };
}

/** How an archive block's entries are read: its trait, and the items an entry holds. */
export interface ArchiveReading<P, E, I> {
  /** How the entries are found and placed in weeks (the block's `archive` trait). */
  archive: ArchiveTrait<P, E>;
  /** What the search filters and the count counts: a news story is its own item, a robotics week holds updates. */
  itemsOf: (entry: E) => I[];
  /** An item's fields as the search and the chips read them, when it has more than its own (a story's category). */
  searchable?: (item: I) => Record<string, unknown>;
}

const countOf = <I>(byWeek: Map<string, I[]>) => [...byWeek.values()].reduce((sum, items) => sum + items.length, 0);

/** The entries by week, in the document's order; entries dated by day in the order of their days. */
function entriesByWeek<P, E>(archive: ArchiveTrait<P, E>, entries: E[]): Map<string, E[]> {
  const ordered = archive.date ? [...entries].sort((a, b) => archive.date!(a).localeCompare(archive.date!(b))) : entries;
  const weeks = new Map<string, E[]>();
  for (const entry of ordered) {
    const week = archive.week(entry);
    const inWeek = weeks.get(week);
    if (inWeek) inWeek.push(entry);
    else weeks.set(week, [entry]);
  }
  return weeks;
}

/**
 * The state of a weekly archive: the visitor's search and chip over the whole archive (once a paged archive's
 * entries arrive; until then, this page's), what it leaves in each week and how many, the week open and the months
 * drawn. The keys of the maps are weeks ("2025-03-w2").
 */
export function useWeeklyArchive<P extends WeeklyArchiveFields, E, I>(
  section: Paged<P>,
  { archive, itemsOf, searchable }: ArchiveReading<P, E, I>,
) {
  const { searchFields, chips, months, open, paging } = section;
  const state = useListState();
  const { deferredQuery: query, filtering } = state;
  const hydrated = useHydrated();
  const whole = useWholeArchive<E>(paging, filtering);
  const pageEntries = archive.entries(section);
  const entries = filtering && whole.entries ? whole.entries : pageEntries;
  const stats = useMemo(() => paging?.stats ?? archiveStats(archive, section), [paging, archive, section]);

  const byWeek = useMemo(() => entriesByWeek(archive, entries), [archive, entries]);
  const filterFor = useCallback(
    (text: string) => {
      const filter = { fields: searchFields, query: text, chipField: chips?.field, chip: state.chip };
      return new Map([...byWeek].map(([week, inWeek]) => [week, filterItems(inWeek.flatMap(itemsOf), filter, searchable)]));
    },
    [byWeek, itemsOf, searchable, searchFields, chips?.field, state.chip],
  );
  const shown = useMemo(() => filterFor(query), [filterFor, query]);
  const shownCount = countOf(shown);
  // The count answers each keystroke at once; the entries below follow a beat behind. Unfiltered, it counts them all.
  const count = !isFiltering(state) ? stats.entries : state.query === query ? shownCount : countOf(filterFor(state.query));

  // Today's week is only known in the browser: the prerendered page opens its own week, or the newest.
  const openPeriod = useMemo(() => {
    const today = hydrated ? new Date() : undefined;
    const withEntries = pageEntries.map((entry) => periodOfKey(archive.week(entry)));
    return paging ? weekToOpen(paging, open, today) : periodToOpen(open, withEntries, today);
  }, [open, pageEntries, archive, hydrated, paging]);

  // The months drawn: the document's, or the oldest to the newest entry of the whole archive (the paging knows them all).
  const range = useMemo(
    () => monthsShown(months, paging ? Object.keys(paging.weeks) : pageEntries.map((entry) => archive.week(entry))),
    [months, paging, pageEntries, archive],
  );

  return { state, wholeFailed: whole.failed, stats, byWeek, shown, shownCount, count, openPeriod, range };
}
