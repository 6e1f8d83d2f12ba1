import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { archiveEntriesByWeek, weekToOpen, type ArchivePaging } from '../../behaviours/archive-paging';
import { periodKey, periodOf } from '../../schema/weeks';
import type { PageDocument } from '../../blocks/page';
import { archiveEntries, archiveOf, archivePages, type PageArchive } from './archive-pages';
import { loadSite } from '../validation/load';

const { pages } = loadSite(join(import.meta.dirname, '../../../tests/fixtures/site'));
const documents = pages.map((page) => page.document);
const archives = documents.filter((document) => archiveOf(document));
/** The archive section of a page the build made, with its paging. */
const pagedOf = (document: PageDocument) => archiveOf(document)!.section as PageArchive['section'] & { paging?: ArchivePaging };
const entriesByWeek = (document: PageDocument) => {
  const { trait, section } = archiveOf(document)!;
  return archiveEntriesByWeek(trait, section);
};

/** The weeks with entries of an archive's document, newest first, and their sizes: what the expectations derive from. */
function weeksOf(document: PageDocument): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const { week, size } of entriesByWeek(document)) sizes.set(week, (sizes.get(week) ?? 0) + size);
  return new Map([...sizes].sort((a, b) => b[0].localeCompare(a[0])));
}

describe('a page without an archive', () => {
  it('is its one page, as it is', () => {
    const about = documents.find((document) => !archiveOf(document))!;
    expect(archivePages(about)).toEqual([about]);
  });
});

describe.each(archives.map((document) => [document.route, document] as const))('the archive at %s', (route, document) => {
  const weeks = weeksOf(document);
  const made = archivePages(document);
  const archive = archiveOf(document)!.section;
  const opened = archive.open === 'current' ? undefined : periodKey(archive.open);
  const home = opened && weeks.has(opened) ? opened : [...weeks.keys()][0];

  it('is a page per week with entries: the opened (else newest) week at its own route, each other at "<route>/<week>"', () => {
    expect(made.map((page) => page.route).sort()).toEqual(
      [...weeks.keys()].map((week) => (week === home ? route : `${route}/${week}`)).sort(),
    );
    expect(made.find((page) => page.route === route)!.aliases).toEqual(document.aliases);
    expect(made.filter((page) => page.route !== route).every((page) => page.aliases === undefined)).toBe(true);
  });

  it('holds on each page only its week’s entries, and every entry on exactly one page', () => {
    const onPages = made.flatMap((page) => entriesByWeek(page).map((entry) => ({ page, entry })));
    for (const { page, entry } of onPages) expect(entry.week).toBe(pagedOf(page).paging!.week);
    expect(onPages.reduce((sum, { entry }) => sum + entry.size, 0)).toBe([...weeks.values()].reduce((a, b) => a + b, 0));
  });

  it('gives every page its own title and description, the site’s name still last', () => {
    const titles = made.map((page) => page.title);
    expect(new Set(titles).size).toBe(made.length);
    const suffix = document.title.slice(document.title.lastIndexOf(' · '));
    for (const page of made) expect(page.title.endsWith(suffix) || !document.title.includes(' · ')).toBe(true);
    expect(new Set(made.map((page) => page.description)).size).toBe(made.length);
  });

  it('links each page to the weeks on either side, newer first, and counts every entry on every page', () => {
    const order = [...weeks.keys()];
    for (const page of made) {
      const { paging } = pagedOf(page);
      const i = order.indexOf(paging!.week);
      expect([paging!.newer, paging!.older]).toEqual([order[i - 1], order[i + 1]]);
      expect(paging!.stats.entries).toBe([...weeks.values()].reduce((a, b) => a + b, 0));
      expect(paging!.stats.weeks).toBe(weeks.size);
    }
  });

  it('names every week with entries with its count, and leads each other year to its newest week', () => {
    for (const page of made) {
      const { paging } = pagedOf(page);
      expect(paging!.weeks).toEqual(Object.fromEntries(weeks));
      for (const entry of paging!.years) {
        const newest = [...weeks.keys()].find((week) => week.startsWith(String(entry.year)))!;
        expect(entry.route).toBe(newest === home ? route : `${route}/${newest}`);
      }
    }
  });
});

describe('a news archive’s week', () => {
  it('holds the stories dated in it, whatever their order in the document', () => {
    const news = archives.find((document) => archiveOf(document)!.section.type === 'news-archive')!;
    const shuffled = structuredClone(news);
    const section = archiveOf(shuffled)!.section;
    if (section.type === 'news-archive') section.items.reverse();
    for (const page of archivePages(shuffled)) {
      const { paging, ...archive } = pagedOf(page);
      if (archive.type !== 'news-archive') continue;
      expect(archive.items.every((item) => periodKey(periodOf(item.date)) === paging!.week)).toBe(true);
    }
  });
});

describe('the week a page opens', () => {
  const news = archives.find((document) => archiveOf(document)!.section.type === 'news-archive')!;
  const pages = archivePages(news).map((page) => pagedOf(page).paging!);
  const onRoute = pages.find((paging) => paging.week === paging.home)!;
  const other = pages.find((paging) => paging.week !== paging.home)!;
  const [year, month, day] = [...new Set((archiveEntries(archiveOf(news)!) as { date: string }[]).map((item) => item.date))]
    .find((date) => periodKey(periodOf(date)) === other.week)!
    .split('-')
    .map(Number);
  const dayInOther = new Date(year, month - 1, day, 10);

  it('is its own week before the day is known, on the route and on a week’s page', () => {
    expect(periodKey(weekToOpen(onRoute, 'current', undefined))).toBe(onRoute.home);
    expect(periodKey(weekToOpen(other, 'current', undefined))).toBe(other.week);
  });

  it('on the route, is today’s week when it has entries, else the route’s own', () => {
    expect(periodKey(weekToOpen(onRoute, 'current', dayInOther))).toBe(other.week);
    expect(periodKey(weekToOpen(onRoute, 'current', new Date(2099, 0, 3)))).toBe(onRoute.home);
    // A document that names its week keeps it.
    expect(periodKey(weekToOpen(onRoute, periodOf(`${onRoute.home.slice(0, 7)}-01`), dayInOther))).toBe(onRoute.home);
  });

  it('on a week’s own page, is that week whatever the day', () => {
    expect(periodKey(weekToOpen(other, 'current', new Date(onRoute.home.slice(0, 7) + '-01T10:00:00')))).toBe(other.week);
  });
});
