// Each page with "feed" publishes its entries (./feed-entries.ts) as Atom (RFC 4287) and JSON Feed 1.1 beside its route.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Feed } from 'feed';
import { feedPath, type FeedFormat } from '../../schema/feeds';
import { languageOf } from '../../schema/language';
import { siteBase } from '../../schema/links';
import type { PageDocument } from '../../blocks/page';
import type { Site } from '../../schema/site';
import type { FeedEntry } from '../../schema/feed-entries';
import { feedEntries } from './feed-entries';

/** What both formats say of one feed; addresses are absolute. */
export interface FeedData {
  title: string;
  description: string;
  language: string;
  page: string;
  atom: string;
  json: string;
  author: { name: string; url: string };
  entries: FeedEntry[];
}

/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/), as far as this site fills it. */
export interface JsonFeed {
  version: 'https://jsonfeed.org/version/1.1';
  title: string;
  home_page_url: string;
  feed_url: string;
  description: string;
  language: string;
  authors: { name: string; url: string }[];
  items: {
    id: string;
    url: string;
    external_url?: string;
    title: string;
    content_text: string;
    date_published: string;
    tags?: string[];
  }[];
}

/** A day as RFC 3339 wants a moment: its start, in UTC. */
const dayStart = (date: string) => new Date(`${date}T00:00:00Z`);

/** The feed package sends titles and summaries as type="html": escaped, the text reads as written ("<div>" stays visible). */
const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The feed package writes a category into an attribute escaping "&" and '"' but not "<", which would leave the
 * whole feed unreadable XML: such a category is left out of the Atom entry (JSON Feed keeps it).
 */
const atomCategory = (category: string | undefined) => (category && !category.includes('<') ? [{ term: category }] : undefined);

/** When the feed last changed: its newest entry's day, so a rebuild of the same documents writes the same bytes (no entry yet: now). */
const updated = (data: FeedData) => (data.entries[0] ? dayStart(data.entries[0].date) : new Date());

export function atomFeed(data: FeedData): string {
  const feed = new Feed({
    id: data.page,
    title: data.title,
    description: data.description,
    link: data.page,
    feedLinks: { atom: data.atom },
    author: { name: data.author.name, link: data.author.url },
    updated: updated(data),
    generator: false,
  });
  for (const entry of data.entries) {
    feed.addItem({
      id: entry.id,
      title: asHtml(entry.title),
      link: entry.url,
      date: dayStart(entry.date),
      published: dayStart(entry.date),
      description: entry.summary && asHtml(entry.summary),
      category: atomCategory(entry.category),
    });
  }
  return withRelatedLinks(feed.atom1(), data.entries);
}

/** An address in an XML attribute: as the feed package writes its own, parsed then escaped. */
const attribute = (url: string) => new URL(url).toString().replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Each entry's source as `<link rel="related">` after its own link, which the feed package cannot write: entries are
 * found in order (each opens with "<entry>", which no text can hold: titles and summaries are CDATA, and "<" in them is escaped).
 */
function withRelatedLinks(xml: string, entries: FeedEntry[]): string {
  const [head, ...parts] = xml.split('<entry>');
  return [
    head,
    ...parts.map((part, i) => {
      const related = entries[i].related;
      if (!related) return part;
      const link = `<link href="${attribute(entries[i].url)}"/>`;
      const start = part.indexOf(link);
      if (start < 0) throw new Error(`The feed package wrote the link of "${entries[i].title}" otherwise than expected.`);
      const indent = /\n *$/.exec(part.slice(0, start))?.[0] ?? '';
      const at = start + link.length;
      return `${part.slice(0, at)}${indent}<link rel="related" href="${attribute(related)}"/>${part.slice(at)}`;
    }),
  ].join('<entry>');
}

/** JSON Feed 1.1: the feed package writes 1.0 (a single "author", no "language"), so it is built here. */
export function jsonFeed(data: FeedData): string {
  const feed: JsonFeed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: data.title,
    home_page_url: data.page,
    feed_url: data.json,
    description: data.description,
    language: data.language,
    authors: [data.author],
    items: data.entries.map((entry) => ({
      id: entry.id,
      url: entry.url,
      ...(entry.related && { external_url: entry.related }),
      title: entry.title,
      content_text: entry.summary ?? entry.title,
      date_published: dayStart(entry.date).toISOString(),
      ...(entry.category && { tags: [entry.category] }),
    })),
  };
  return `${JSON.stringify(feed, null, 2)}\n`;
}

type FeedPage = PageDocument & Required<Pick<PageDocument, 'feed'>>;
const hasFeed = (document: PageDocument): document is FeedPage => document.feed !== undefined;

/** The feed of a page with "feed", from the published documents. */
function feedData(page: FeedPage, documents: readonly PageDocument[], site: Site, basePath: string): FeedData {
  const base = siteBase(site.siteUrl, basePath);
  return {
    title: page.feed.title,
    description: page.description,
    language: languageOf(page, site),
    page: base + page.route,
    atom: base + feedPath(page.route, 'atom'),
    json: base + feedPath(page.route, 'json'),
    author: { name: site.name, url: `${base}/` },
    entries: feedEntries(page.route, documents, base),
  };
}

/** <route>/feed.xml and <route>/feed.json of each page with "feed", as the site's addresses and their text. */
export function feedFiles(
  documents: readonly PageDocument[],
  site: Site,
  basePath: string,
): { path: string; text: string; format: FeedFormat }[] {
  return documents.filter(hasFeed).flatMap((page) => {
    const data = feedData(page, documents, site, basePath);
    return [
      { path: feedPath(page.route, 'atom'), text: atomFeed(data), format: 'atom' as const },
      { path: feedPath(page.route, 'json'), text: jsonFeed(data), format: 'json' as const },
    ];
  });
}

/** Writes the feed files of the published pages into outDir; returns the files written. */
export function writeFeeds(documents: readonly PageDocument[], site: Site, outDir: string, basePath: string): string[] {
  return feedFiles(documents, site, basePath).map(({ path, text }) => {
    const file = join(outDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    return file;
  });
}
