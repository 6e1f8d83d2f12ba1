// @vitest-environment jsdom
// jsdom gives the browser's parsers: a strict, namespace-aware XML parser, and HTML for what Atom sends as type="html".
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { categoryOf, periodKey, periodOf } from '../../schema/weeks';
import { published } from '../../content/editing/drafts';
import { loadSite } from '../../content/validation/load';
import { feedPath } from '../../schema/feeds';
import { siteBase } from '../../schema/links';
import type { PageDocument, Section } from '../../blocks/page';
import { everySection } from '../../blocks/sections';
import { storyAnchor } from '../../behaviours/archive-paging';
import { archivePages } from '../../content/derivation/archive-pages';
import { MAX_FEED_ENTRIES } from './feed-entries';
import { atomFeed, jsonFeed, writeFeeds, type JsonFeed } from './feeds';

const fixture = loadSite(join(import.meta.dirname, '../../../tests/fixtures/site'));
const site = fixture.site!;
const documents = published(fixture.pages).map((page) => page.document);
const feedPages = documents.filter((document) => document.feed);
const ATOM = 'http://www.w3.org/2005/Atom';
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** Writes the feeds of `pages` as the build does, and reads them back: Atom as a strict XML parser reads it, JSON Feed as JSON. */
function built(pages: PageDocument[], basePath = '/') {
  const out = mkdtempSync(join(tmpdir(), 'feeds-'));
  folders.push(out);
  const written = writeFeeds(pages, site, out, basePath);
  const read = (route: string, format: 'atom' | 'json') => readFileSync(join(out, feedPath(route, format)), 'utf8');
  return {
    written: written.map((file) => file.slice(out.length)),
    atom: (route: string) => {
      const xml = new DOMParser().parseFromString(read(route, 'atom'), 'application/xml');
      expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
      return xml;
    },
    json: (route: string) => JSON.parse(read(route, 'json')) as JsonFeed,
  };
}

/** The week page each story of a document's archive is on, by the story's id, read from the pages the build makes of it. */
function storyPages(document: PageDocument): Map<string, string> {
  return new Map(
    archivePages(document).flatMap((weekPage) =>
      weekPage.sections.flatMap((section: Section) => {
        if (section.type === 'news-archive') return section.items.map((item) => [item.id, weekPage.route] as const);
        if (section.type === 'robotics-archive')
          return section.weeks.flatMap((week) => week.updates.map((update) => [update.id, weekPage.route] as const));
        return [];
      }),
    ),
  );
}

interface ShownItem {
  title: string;
  /** Where the entry links: a route with the story's anchor, or the article's own address. */
  url: string;
  related?: string;
  date: string;
  tag?: string;
  summary?: string;
}

/**
 * What the page shows, read from the documents here: every dated item of the page and of the pages under it, with
 * where a reader of its entry lands (a story: its card on its week's page) and its source.
 */
function shownItems(route: string, pages: PageDocument[]) {
  const under = pages.filter((page) => page.route === route || page.route.startsWith(`${route}/`));
  return under.flatMap((page) => {
    const onPage = storyPages(page);
    const at = (id: string) => `${onPage.get(id)}#${storyAnchor(id)}`;
    return everySection(page.sections).flatMap((section: Section): ShownItem[] => {
      if (section.type === 'news-archive')
        return section.items.map((item) => ({
          title: item.title,
          url: at(item.id),
          related: item.url,
          date: item.date,
          tag: categoryOf(item.tags),
          summary: item.description,
        }));
      if (section.type === 'robotics-archive')
        return section.weeks.flatMap((week) => {
          // An update is dated by its week's first day: days 1, 8, 15 or 22.
          const date = `${week.year}-${String(week.month).padStart(2, '0')}-${String((week.week - 1) * 7 + 1).padStart(2, '0')}`;
          return week.updates.map((u) => ({ title: u.title, url: at(u.id), related: u.link, date, tag: u.category, summary: u.summary }));
        });
      if (section.type === 'article-grid')
        return section.items
          .filter((item) => item.href && item.date)
          .map((item) => ({
            title: item.title,
            url: item.href!,
            related: undefined,
            date: item.date!,
            tag: item.label,
            summary: item.description,
          }));
      return [];
    });
  });
}

const children = (parent: Element, name: string) =>
  [...parent.children].filter((child) => child.localName === name && child.namespaceURI === ATOM);
const text = (parent: Element, name: string) => children(parent, name)[0]?.textContent ?? undefined;
/** A type="html" element's text as a reader shows it: its content read as HTML. */
function htmlText(parent: Element, name: string) {
  const shown = document.createElement('div');
  shown.innerHTML = text(parent, name) ?? '';
  return shown.textContent;
}

describe('the fixture site’s feeds', () => {
  const feeds = built(documents);

  it('exercise every kind of entry: the fixture has a feed on a news archive, a robotics archive and an article grid', () => {
    const types = new Set(feedPages.flatMap((page) => page.sections.map((section) => section.type)));
    expect([...types]).toEqual(expect.arrayContaining(['news-archive', 'robotics-archive', 'article-grid']));
    expect(feeds.written.sort()).toEqual(feedPages.flatMap((page) => [feedPath(page.route, 'atom'), feedPath(page.route, 'json')]).sort());
  });

  describe.each(feedPages.map((page) => [page.route, page] as const))('%s', (route, page) => {
    const base = siteBase(site.siteUrl, '/');
    const expected = shownItems(route, documents);

    it('is an Atom feed with its id, title, updated, self link and author, and an entry per item the page shows', () => {
      const feed = feeds.atom(route).documentElement;
      expect([feed.localName, feed.namespaceURI]).toEqual(['feed', ATOM]);
      expect(text(feed, 'id')).toBe(base + route);
      expect(text(feed, 'title')).toBe(page.feed!.title);
      expect(text(feed, 'updated')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
      const links = children(feed, 'link').map((link) => [link.getAttribute('rel'), link.getAttribute('href')]);
      expect(links).toEqual(
        expect.arrayContaining([
          ['self', base + feedPath(route, 'atom')],
          ['alternate', base + route],
        ]),
      );
      expect(text(children(feed, 'author')[0], 'name')).toBe(site.name);

      const entries = children(feed, 'entry');
      expect(entries).toHaveLength(Math.min(expected.length, MAX_FEED_ENTRIES));
      for (const entry of entries) {
        const shown = expected.find((item) => item.title === htmlText(entry, 'title'));
        expect(shown, htmlText(entry, 'title')).toBeDefined();
        expect(text(entry, 'id')).toMatch(/^(tag:|https:\/\/)/);
        const links = children(entry, 'link').map((link) => [link.getAttribute('rel') ?? 'alternate', link.getAttribute('href')]);
        const related = shown!.related ? [['related', shown!.related]] : [];
        expect(links).toEqual([['alternate', shown!.url.startsWith('/') ? base + shown!.url : shown!.url], ...related]);
        expect(htmlText(entry, 'summary') || undefined).toBe(shown!.summary);
        expect(text(entry, 'updated')).toBe(`${shown!.date}T00:00:00.000Z`);
        expect(children(entry, 'category')[0]?.getAttribute('term')).toBe(shown!.tag);
      }
      const dates = entries.map((entry) => text(entry, 'updated')!);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(text(feed, 'updated')).toBe(dates[0]);
    });

    it('is a JSON Feed 1.1 with the same entries, newest first', () => {
      const feed = feeds.json(route);
      expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
      expect(feed.title).toBe(page.feed!.title);
      expect(feed.home_page_url).toBe(base + route);
      expect(feed.feed_url).toBe(base + feedPath(route, 'json'));
      expect(feed.language).toBe(page.lang ?? site.lang ?? 'en');
      expect(feed.authors).toEqual([{ name: site.name, url: `${base}/` }]);
      expect(feed.items).toHaveLength(Math.min(expected.length, MAX_FEED_ENTRIES));
      for (const item of feed.items) {
        const shown = expected.find((candidate) => candidate.title === item.title);
        expect(shown, item.title).toBeDefined();
        expect(item.url).toBe(shown!.url.startsWith('/') ? base + shown!.url : shown!.url);
        expect(item.external_url).toBe(shown!.related);
        expect(item.id).toMatch(/^(tag:|https:\/\/)/);
        expect(item.content_text).toBe(shown!.summary ?? item.title);
        expect(item.date_published).toBe(`${shown!.date}T00:00:00.000Z`);
        expect(item.tags).toEqual([shown!.tag]);
      }
      const dates = feed.items.map((item) => item.date_published);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(new Set(feed.items.map((item) => item.id)).size).toBe(feed.items.length);
      // The two formats list the same entries in the same order.
      expect(feed.items.map((item) => item.id)).toEqual(children(feeds.atom(route).documentElement, 'entry').map((e) => text(e, 'id')));
    });
  });
});

describe('entries', () => {
  const notes = documents.find((document) => document.feed && document.sections.some((s) => s.type === 'article-grid'))!;
  const news = documents.find((document) => document.feed && document.sections.some((s) => s.type === 'news-archive'))!;

  it('leave out an article without a date', () => {
    const undated = structuredClone(notes);
    const grid = undated.sections.find((s): s is Extract<Section, { type: 'article-grid' }> => s.type === 'article-grid')!;
    const [first] = grid.items;
    delete first.date;
    const links = built([undated])
      .json(notes.route)
      .items.map((item) => item.url);
    expect(links).not.toContain(first.href);
    expect(links).toHaveLength(shownItems(notes.route, [undated]).length);
  });

  it(`are the newest ${MAX_FEED_ENTRIES}, newest first, however many the page holds`, () => {
    const many = structuredClone(news);
    const archive = many.sections.find((s): s is Extract<Section, { type: 'news-archive' }> => s.type === 'news-archive')!;
    const original = archive.items;
    archive.items = Array.from({ length: MAX_FEED_ENTRIES + 10 }, (_, i) => ({
      ...original[i % original.length],
      id: `copy-${i}`,
      date: `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    }));
    const items = built([many]).json(news.route).items;
    expect(items).toHaveLength(MAX_FEED_ENTRIES);
    const newest = archive.items
      .map((item) => item.date)
      .sort()
      .reverse()
      .slice(0, MAX_FEED_ENTRIES);
    expect(items.map((item) => item.date_published.slice(0, 10))).toEqual(newest);
  });

  it('keep their ids when a week’s stories are reordered and numbered again, as the documents number them', () => {
    const robotics = documents.find((document) => document.feed && document.sections.some((s) => s.type === 'robotics-archive'))!;
    for (const original of [news, robotics]) {
      const ids = (document: PageDocument) =>
        Object.fromEntries(
          built([document])
            .json(document.route)
            .items.map((item) => [item.title, item.id]),
        );
      const reordered = structuredClone(original);
      const archive = reordered.sections.find((s) => s.type === 'news-archive' || s.type === 'robotics-archive')!;
      /** A week with several stories, its stories in the other order and renumbered: "<week>-1" is now the last one. */
      const reverse = <T extends { id: string }>(week: T[]) => {
        const numbers = week.map((story) => story.id).sort();
        return [...week].reverse().map((story, i) => ({ ...story, id: numbers[i] }));
      };
      if (archive.type === 'news-archive') {
        const keys = archive.items.map((item) => periodKey(periodOf(item.date)));
        const key = keys.find((k, i) => keys.indexOf(k) !== i)!;
        expect(key, original.route).toBeDefined();
        archive.items = [...archive.items.filter((_, i) => keys[i] !== key), ...reverse(archive.items.filter((_, i) => keys[i] === key))];
      } else {
        const week = archive.weeks.find((w) => w.updates.length > 1)!;
        expect(week, original.route).toBeDefined();
        week.updates = reverse(week.updates);
      }
      expect(ids(reordered), original.route).toEqual(ids(original));
    }
  });

  it('each link to its own page and story: no two share an address', () => {
    for (const page of feedPages) {
      const urls = built(documents)
        .json(page.route)
        .items.map((item) => item.url);
      expect(new Set(urls).size, page.route).toBe(urls.length);
    }
  });

  it('include those of the pages under the page with "feed"', () => {
    const parent = documents.find((document) => documents.some((other) => other.feed && other.route.startsWith(`${document.route}/`)))!;
    const withFeed = documents.map((document) => (document === parent ? { ...parent, feed: { title: 'Everything' } } : document));
    const pagesWithItems = withFeed.filter((page) => page.route.startsWith(`${parent.route}/`) && shownItems(page.route, [page]).length);
    expect(pagesWithItems.length).toBeGreaterThan(1);
    const items = built(withFeed).json(parent.route).items;
    const expected = shownItems(parent.route, withFeed);
    expect(items).toHaveLength(Math.min(expected.length, MAX_FEED_ENTRIES));
    for (const page of pagesWithItems) {
      const base = siteBase(site.siteUrl, '/');
      const own = shownItems(page.route, [page]).map((item) => (item.url.startsWith('/') ? base + item.url : item.url));
      expect(
        items.some((item) => own.includes(item.url)),
        page.route,
      ).toBe(true);
    }
  });

  it('have absolute addresses under the base path of a site built with BASE_PATH', () => {
    const base = siteBase(site.siteUrl, '/portfolio/');
    expect(base).toMatch(/\/portfolio$/);
    const feeds = built(documents, '/portfolio/');
    for (const page of feedPages) {
      const feed = feeds.json(page.route);
      expect(feed.home_page_url).toBe(base + page.route);
      expect(feed.feed_url).toBe(`${base}${page.route}/feed.json`);
      const self = children(feeds.atom(page.route).documentElement, 'link').find((link) => link.getAttribute('rel') === 'self');
      expect(self?.getAttribute('href')).toBe(`${base}${page.route}/feed.xml`);
    }
  });

  it('keep text with markup characters as written, and the Atom feed well-formed', () => {
    const title = 'Why <div> soup & "]]>" matter';
    const summary = 'Less < more & more > less';
    const data = {
      title: 'R&D <notes>',
      description: 'A & B',
      language: 'en',
      page: 'https://x.example/notes',
      atom: 'https://x.example/notes/feed.xml',
      json: 'https://x.example/notes/feed.json',
      author: { name: 'Zoë & Co', url: 'https://x.example/' },
      entries: [
        {
          id: 'tag:x.example,2025-01-02:/notes/a',
          title,
          url: 'https://x.example/a?b=1&c=2',
          date: '2025-01-02',
          summary,
          category: 'R&D <beta>',
        },
      ],
    };
    const xml = new DOMParser().parseFromString(atomFeed(data), 'application/xml');
    expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
    const [entry] = children(xml.documentElement, 'entry');
    expect(text(xml.documentElement, 'title')).toBe(data.title);
    expect([htmlText(entry, 'title'), htmlText(entry, 'summary')]).toEqual([title, summary]);
    expect(children(entry, 'link')[0].getAttribute('href')).toBe(data.entries[0].url);
    const [item] = (JSON.parse(jsonFeed(data)) as JsonFeed).items;
    expect([item.title, item.content_text, item.tags]).toEqual([title, summary, ['R&D <beta>']]);
  });
});
