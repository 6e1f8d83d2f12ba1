// What makes a block an archive kept up weekly (its trait), and what a page of a paged archive knows of the rest
// of it (src/content/derivation/archive-pages.ts makes it). Zod-free: the archive blocks read it in the browser.
import { periodKey, periodOfDay, periodOfKey, type Period } from '../schema/weeks';

/**
 * An archive block's trait: how its entries (a news story, a robotics week) are found in its fields, and what
 * each counts. The build draws such a block a week a page, and its feed and search read its entries through it.
 */
// Methods, not function fields: a trait of a block's own props and entries then stands for any archive's.
export interface ArchiveTrait<P, E> {
  /** Every entry, in the document's order. */
  entries(props: P): E[];
  /** The fields holding only these entries (a week's page). */
  withEntries(props: P, entries: E[]): P;
  /** The week an entry falls in ("2025-03-w2"), the stories it counts, and its tags. */
  week(entry: E): string;
  size(entry: E): number;
  tags(entry: E): string[];
  /** The day an entry is dated, "YYYY-MM-DD", for an archive whose entries have one (a news story). */
  date?(entry: E): string;
}

/** Totals over the whole archive, for its dataset header. */
export interface ArchiveStats {
  weeks: number;
  entries: number;
  /** The most used tags, most used first. */
  tags: string[];
  /** The newest entry's day, "YYYY-MM-DD", when entries are dated by day. */
  newest?: string;
}

export interface ArchivePaging {
  /** The week this page shows, "2025-03-w2". */
  week: string;
  /** The week the archive's own route shows: the one its document opens, else the newest. */
  home: string;
  /** The archive's route, and the key of its entries' loader (searching covers every week). */
  archive: string;
  /** The archive's own title, which its link preview shows. */
  title: string;
  stats: ArchiveStats;
  /** Every year with entries, newest first, with its count and the page of its newest week. */
  years: { year: number; count: number; route: string }[];
  /** Every week with entries, by key ("2025-03-w2"), with its count. */
  weeks: Record<string, number>;
  newer?: string;
  older?: string;
}

/**
 * The week a paged archive's page opens: its own, except on the archive's route, which follows the spec once
 * the day is known (after hydration): today's week when it has entries and the document asks for "current".
 */
export function weekToOpen(paging: ArchivePaging, open: 'current' | Period, today: Date | undefined): Period {
  if (paging.week === paging.home && open === 'current' && today) {
    const current = periodOfDay(today);
    if (paging.weeks[periodKey(current)]) return current;
  }
  return periodOfKey(paging.week);
}

/** A week's page: "2025-03-w2" of the archive at "/resources/ai-news" is "/resources/ai-news/2025-03-w2"; the home week is the archive's own route. */
export const weekRoute = (paging: Pick<ArchivePaging, 'archive' | 'home'>, week: string) =>
  week === paging.home ? paging.archive : `${paging.archive}/${week}`;

/**
 * The id of a story's card on its week's page, so that "<week page>#story-…" (a feed entry's link) scrolls to it:
 * "story-" and the story's id, each character outside letters, digits, "-" and "_" written as ".<hex>." (one id
 * never turns into another's, and the address needs no escaping).
 */
export const storyAnchor = (id: string) => `story-${id.replace(/[^A-Za-z0-9_-]/gu, (char) => `.${char.codePointAt(0)!.toString(16)}.`)}`;

/** An archive block's fields as a page draws them: a paged archive's page adds its paging. */
export type Paged<T> = T & { paging?: ArchivePaging };

/** Each entry's week and size, and its tags. */
export function archiveEntriesByWeek<P, E>(trait: ArchiveTrait<P, E>, props: P): { week: string; size: number; tags: string[] }[] {
  return trait.entries(props).map((entry) => ({ week: trait.week(entry), size: trait.size(entry), tags: trait.tags(entry) }));
}

const TOP_TAGS = 20;

/** Totals over every entry, for the dataset header: weeks with entries, entries, the most used tags, the newest day. */
export function archiveStats<P, E>(trait: ArchiveTrait<P, E>, props: P): ArchiveStats {
  const all = archiveEntriesByWeek(trait, props);
  const counts = new Map<string, number>();
  for (const tag of all.flatMap((entry) => entry.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  const newest =
    trait.date &&
    trait
      .entries(props)
      .map((entry) => trait.date!(entry))
      .sort()
      .at(-1);
  return {
    ...(newest ? { newest } : {}),
    weeks: new Set(all.map((entry) => entry.week)).size,
    entries: all.reduce((sum, entry) => sum + entry.size, 0),
    tags: [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, TOP_TAGS)
      .map(([tag]) => tag),
  };
}
