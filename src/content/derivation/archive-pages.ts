/**
 * An archive kept up weekly for years, as pages a phone can afford: the archive's route shows one week (the one
 * its document opens, else the newest), and every other week with entries gets a page of its own at
 * "<route>/<yyyy>-<mm>-w<n>" (/resources/ai-news/2025-03-w2), as the tree names weeks. A week, not a month: a
 * month of six or seven stories a week would not fit the first round trip. Each page holds only its week's
 * entries, and what the tree, the totals and the search need of the others (`paging`). The owner's document
 * stays one list of entries in any order; the pages are made from it.
 */
import { archiveEntriesByWeek, archiveStats, weekRoute, type ArchivePaging, type ArchiveTrait } from '../../behaviours/archive-paging';
import type { PageDocument, Section } from '../../blocks/page';
import { definitionOf } from '../../blocks/schemas';
import { periodKey, weekName, type Period } from '../../schema/weeks';

/** A page's archive: its section, and the block's trait that finds its entries. */
export interface PageArchive {
  section: Section & { open: 'current' | Period };
  trait: ArchiveTrait<Section, unknown>;
}

/** The page's archive: its first section whose block is an archive (a page is one archive's). */
export function archiveOf(document: PageDocument): PageArchive | undefined {
  for (const section of document.sections) {
    const trait = definitionOf(section.type).archive as ArchiveTrait<Section, unknown> | undefined;
    if (trait) return { section: section as PageArchive['section'], trait };
  }
  return undefined;
}

/** Every entry of an archive, which its search loads when a visitor first searches it. */
export const archiveEntries = ({ section, trait }: PageArchive) => trait.entries(section);

/** "AI News · Alex Rao" → "AI News, March 8–14, 2025 · Alex Rao": the site's name stays last. */
function weekTitle(title: string, week: string): string {
  const cut = title.lastIndexOf(' · ');
  return cut < 0 ? `${title}, ${weekName(week)}` : `${title.slice(0, cut)}, ${weekName(week)}${title.slice(cut)}`;
}

/** Map.groupBy, which Node 20 lacks. */
function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** The archive narrowed to each week's entries, by week (grouped once: an archive of ten years has 500 weeks). */
function byWeek({ section, trait }: PageArchive): (week: string, paging: ArchivePaging) => Section {
  const entries = groupBy(trait.entries(section), trait.week);
  return (week, paging) => ({ ...trait.withEntries(section, entries.get(week) ?? []), paging, open: 'current' }) as unknown as Section;
}

/** The week the archive's own route shows, of its `weeks` with entries (newest first): the one it opens when that has entries, else the newest. */
function homeWeek({ section }: PageArchive, weeks: string[]): string {
  const opened = section.open === 'current' ? undefined : periodKey(section.open);
  return opened && weeks.includes(opened) ? opened : weeks[0];
}

/**
 * The page each entry of a document's archive is shown on, by the entry's week ("2025-03-w2"): the week's page, the
 * home week's being the archive's own route. Feed entries link there.
 */
export function weekPageOf(document: PageDocument): ((week: string) => string) | undefined {
  const archive = archiveOf(document);
  if (!archive) return undefined;
  const weeks = [...new Set(archiveEntriesByWeek(archive.trait, archive.section).map(({ week }) => week))].sort().reverse();
  const at = { archive: document.route, home: homeWeek(archive, weeks) };
  return (week) => weekRoute(at, week);
}

/** The pages of a document: itself, or for an archive, one page per week with entries (the home week at its own route). */
export function archivePages(document: PageDocument): PageDocument[] {
  const archive = archiveOf(document);
  if (!archive) return [document];
  const sizes = new Map<string, number>();
  for (const { week, size } of archiveEntriesByWeek(archive.trait, archive.section)) sizes.set(week, (sizes.get(week) ?? 0) + size);
  const weeks = [...sizes.keys()].sort().reverse();
  const home = homeWeek(archive, weeks);
  const at = { archive: document.route, home };
  const stats = archiveStats(archive.trait, archive.section);
  const years = [...new Set(weeks.map((week) => week.slice(0, 4)))];
  const narrow = byWeek(archive);

  return weeks.map((week, i) => {
    const paging: ArchivePaging = {
      ...at,
      title: document.title,
      week,
      stats,
      // Another year leads to its newest week before the page is live; every week's count draws the tree after.
      years: years.map((y) => ({
        year: Number(y),
        count: weeks.filter((w) => w.startsWith(y)).reduce((sum, w) => sum + sizes.get(w)!, 0),
        route: weekRoute(
          at,
          weeks.find((w) => w.startsWith(y))!,
        ),
      })),
      weeks: Object.fromEntries(sizes),
      newer: weeks[i - 1],
      older: weeks[i + 1],
    };
    const isHome = week === home;
    return {
      ...document,
      route: weekRoute(at, week),
      aliases: isHome ? document.aliases : undefined,
      feed: isHome ? document.feed : undefined,
      title: isHome ? document.title : weekTitle(document.title, week),
      description: isHome ? document.description : `${weekName(week)}: ${document.description}`,
      sections: document.sections.map((section) => (section === archive.section ? narrow(week, paging) : section)),
    };
  });
}
