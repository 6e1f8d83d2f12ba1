/**
 * Site-wide search: the records the build makes from the page documents, the MiniSearch
 * index over them, and the query the dialog runs. Pure functions; no React, no zod.
 *
 * The walk is generic so that a new page, block or list is searchable with no code change:
 * any object in a section with a title-like field becomes a result of its own; every other
 * text of a page belongs to the page's result.
 */
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import type { PageDocument } from '../schema/page';
import { containsToken, inlineLinks, isExternal } from '../schema/links';
import { isArchive } from '../schema/sections';

/** Where the build writes the index and the dev server serves it (one fixed address: see headers-file.ts). */
export const SEARCH_INDEX_PATH = '/search-index.json';
export const MAX_RESULTS = 12;

/** What a result shows and where it goes; kept in the index (the searched text is not). */
export interface SearchResult {
  label: string;
  /** The page and section it comes from; for a page, "Page" or "Page in <the page above it>". */
  context: string;
  /** A route (maybe with "#section"), an external https:/mailto: link, or a file under /assets/. */
  href: string;
}

export interface SearchRecord extends SearchResult {
  id: number;
  /** Searched and ranked first: the label, and for a page also its heading. */
  title: string;
  /** Searched: every other text of the item or page. */
  text: string;
}

/** Fields that name an item, in order of preference. */
const TITLE_KEYS = ['title', 'name', 'role'] as const;
/** Fields that say where an item goes. */
const LINK_KEYS = ['href', 'link', 'website', 'url'];
/** String fields that are settings or machine values, not words a visitor reads. */
const NOT_TEXT = new Set([
  ...LINK_KEYS,
  '$schema',
  'type',
  'kind',
  'id',
  'icon',
  'tone',
  'variant',
  'mode',
  'emphasis',
  'date',
  'created',
  'emoji',
  'cta',
]);
/** Parts of a block that are never shown as content: empty states, list settings, pictures. */
const NOT_CONTENT = new Set(['empty', 'emptyWeek', 'searchPlaceholder', 'searchFields', 'months', 'open', 'image']);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Visible text: an inline link "[label](https://…)" reads as its label. */
export function plainText(value: string): string {
  let text = value;
  for (const link of inlineLinks(value).reverse()) text = text.slice(0, link.index) + link.label + text.slice(link.index + link.length);
  return text.replace(/\s+/g, ' ').trim();
}

function titleOf(item: Json): { key: string; value: string } | undefined {
  for (const key of TITLE_KEYS) if (typeof item[key] === 'string') return { key, value: plainText(item[key]) };
  return undefined;
}

/** A link a result can follow; a runtime token such as "{resume}" has no address yet, so it is none. */
function linkOf(item: Json, route: string): string | undefined {
  for (const key of LINK_KEYS) {
    const href = item[key];
    if (typeof href !== 'string' || containsToken(href)) continue;
    return href.startsWith('#') ? route + href : href;
  }
  return undefined;
}

/** A section is an object naming its block; layout blocks hold more of them. */
const isSection = (value: Json) => typeof value.type === 'string';
/** Buttons, breadcrumbs and other bare links: navigation, not content. */
const isBareLink = (value: Json) => LINK_KEYS.some((key) => key in value) && !titleOf(value);
/** A list's chip settings ({field, label, options}), unlike a card's chips (a list of words). */
const isListControl = (key: string, value: unknown) => key === 'chips' && !Array.isArray(value);

interface Scope {
  route: string;
  pageTitle: string;
  /** The nearest section id, so a result without a link of its own scrolls to its section. */
  anchor?: string;
  heading?: string;
}

/**
 * The page title without the owner's name most titles end with ("Work · Jordan Vega"):
 * every result would repeat it.
 */
export function shortTitle(title: string, siteName?: string): string {
  if (!siteName) return title;
  const escaped = siteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const short = title.replace(new RegExp(`\\s*[·|–—-]\\s*${escaped}$`), '');
  return short || title;
}

type Draft = Omit<SearchRecord, 'id'> & {
  /** The item's own link, as opposed to the page or section it was given for want of one. */
  linked?: boolean;
};

/** The records of one page: the page itself, then one per titled item, in document order. */
export function pageRecords(document: PageDocument, siteName?: string): Draft[] {
  const pageTitle = shortTitle(plainText(document.title), siteName);
  const items: Draft[] = [];

  function item(value: Json, title: { key: string; value: string }, scope: Scope) {
    const text: string[] = [];
    for (const [key, child] of Object.entries(value)) if (key !== title.key) walk(child, key, scope, text);
    const context = scope.heading ? `${scope.pageTitle} · ${scope.heading}` : scope.pageTitle;
    const link = linkOf(value, scope.route);
    const href = link ?? (scope.anchor ? `${scope.route}#${scope.anchor}` : scope.route);
    items.push({ label: title.value, title: title.value, text: text.join(' '), context, href, linked: Boolean(link) });
  }

  /** Collects the loose text under `value` into `text`, and makes a record of each titled object met. */
  function walk(value: unknown, key: string, scope: Scope, text: string[]) {
    if (typeof value === 'string') {
      if (!NOT_TEXT.has(key)) text.push(plainText(value));
    } else if (Array.isArray(value)) {
      for (const child of value) walk(child, key, scope, text);
    } else if (isObject(value)) {
      if (isSection(value)) {
        const heading = typeof value.heading === 'string' ? plainText(value.heading) : undefined;
        scope = { ...scope, anchor: typeof value.id === 'string' ? value.id : scope.anchor, heading: heading ?? scope.heading };
      } else {
        const title = titleOf(value);
        if (title) return item(value, title, scope);
        if (isBareLink(value)) return;
      }
      for (const [childKey, child] of Object.entries(value)) {
        if (!NOT_CONTENT.has(childKey) && !isListControl(childKey, child)) walk(child, childKey, scope, text);
      }
    }
  }

  const loose: string[] = [];
  walk(document.sections, 'sections', { route: document.route, pageTitle }, loose);
  const header = document.sections.find((section) => section.type === 'page-header');
  const heading = header ? plainText(header.heading) : '';
  const page = {
    label: pageTitle,
    title: heading && heading !== pageTitle ? `${pageTitle} ${heading}` : pageTitle,
    text: [plainText(document.description), ...loose].join(' '),
    context: 'Page',
    href: document.route,
  };
  return [page, ...items];
}

/** The nearest page above a route: "/portfolio/ai/x" → "/portfolio/ai", else "/portfolio". */
function parentPage(route: string, pageOf: Map<string, Draft>): Draft | undefined {
  for (let path = route.slice(0, route.lastIndexOf('/')); path; path = path.slice(0, path.lastIndexOf('/'))) {
    const page = pageOf.get(path);
    if (page) return page;
  }
  return undefined;
}

/**
 * Every record of the site, numbered. A card that links to another page of the site (a
 * case-study card, a hub tile) is that page's way in, not a place of its own: its words join
 * that page's result, which is then found once, under its own name.
 */
export function searchRecords(documents: PageDocument[], siteName?: string): SearchRecord[] {
  const perPage = documents.map((document) => pageRecords(document, siteName));
  const pageOf = new Map<string, Draft>();
  documents.forEach((document, i) => {
    for (const route of [document.route, ...(document.aliases ?? [])]) pageOf.set(route, perPage[i][0]);
  });
  // Pages of the same name in two parts of the site ("Used-car warranty" under Work and under Portfolio) are told apart by that part.
  for (const [page] of perPage) {
    const parent = parentPage(page.href, pageOf);
    if (parent) page.context = `Page in ${parent.label}`;
  }
  const records = perPage.flatMap(([page, ...items]) => [
    page,
    ...items.filter((item) => {
      const target = item.linked ? pageOf.get(item.href) : undefined;
      if (!target) return true;
      if (!target.title.toLowerCase().includes(item.title.toLowerCase())) target.title += ` ${item.title}`;
      target.text += ` ${item.text}`;
      return false;
    }),
  ]);
  return records.map(({ linked: _, ...record }, id) => ({ id, ...record }));
}

// Words too common to tell pages apart: left out of the index (a smaller file) and of queries.
const STOP_WORDS = new Set(
  (
    'about after all also an and any are as at be been but by can did do does each for from had has have he her his how ' +
    'if in into is it its more my no not of on one or our she so such than that the their them then there these they ' +
    'this those to up us was we were what when which who will with would you your'
  ).split(' '),
);

/**
 * Lower case, accents folded ("Café" finds "cafe"), common words and single letters dropped
 * (an apostrophe splits "OpenAI's" into "openai" and "s"). A query's first letter finds
 * nothing; from the second, every word starting so does.
 */
function processTerm(term: string): string | null {
  const folded = term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  if (folded.length < 2 && !/\d/.test(folded)) return null;
  return STOP_WORDS.has(folded) ? null : folded;
}

/** The same options must build the index and load it. */
export const INDEX_OPTIONS: Options<SearchRecord> = {
  fields: ['title', 'text'],
  storeFields: ['label', 'context', 'href'],
  processTerm,
};

const QUERY_OPTIONS: SearchOptions = {
  // A title match outranks the same word in text.
  boost: { title: 4 },
  // Every word must match, the last one as it is being typed.
  combineWith: 'AND',
  prefix: true,
  // Light typo tolerance, only for words long enough to have a typo.
  fuzzy: (term) => (term.length > 3 ? 0.2 : false),
  maxFuzzy: 2,
};

/** Longer queries are cut: nobody types more, and each word costs a pass over the index. */
const MAX_QUERY_LENGTH = 100;

export function buildSearchIndex(documents: PageDocument[], siteName?: string): MiniSearch<SearchRecord> {
  const index = new MiniSearch<SearchRecord>(INDEX_OPTIONS);
  index.addAll(searchRecords(documents, siteName));
  return index;
}

/** The file the build writes at SEARCH_INDEX_PATH. */
export function serializeSearchIndex(documents: PageDocument[], siteName?: string): string {
  return JSON.stringify(buildSearchIndex(documents, siteName));
}

/** Where an archive's entries are indexed apart from the pages ("/search-index/resources/ai-news.json"). */
export const archiveIndexPath = (route: string) => `/search-index${route}.json`;

/**
 * The index files: the pages (an archive's page without its entries) at SEARCH_INDEX_PATH, whose size does not
 * grow with the archives, and each archive's entries in a file of its own, which the search loads only once a
 * query is typed (src/app/SiteSearch.tsx).
 */
export function serializeSearchIndexes(documents: PageDocument[], siteName?: string): { path: string; json: string }[] {
  const archives: { path: string; json: string }[] = [];
  const pages = documents.map((document) => {
    const archive = document.sections.find(isArchive);
    if (!archive) return document;
    const entries = new MiniSearch<SearchRecord>(INDEX_OPTIONS);
    // The page's own record (the first) stays with the pages.
    entries.addAll(searchRecords([{ ...document, sections: [archive] }], siteName).slice(1));
    archives.push({ path: archiveIndexPath(document.route), json: JSON.stringify(entries) });
    const empty = archive.type === 'news-archive' ? { ...archive, items: [] } : { ...archive, weeks: [] };
    return { ...document, sections: document.sections.map((section) => (section === archive ? empty : section)) };
  });
  return [{ path: SEARCH_INDEX_PATH, json: serializeSearchIndex(pages, siteName) }, ...archives];
}

export function loadSearchIndex(json: string): Promise<MiniSearch<SearchRecord>> {
  return MiniSearch.loadJSONAsync<SearchRecord>(json, INDEX_OPTIONS);
}

/**
 * The best results for what the visitor typed, at most `limit`, one per address (a card
 * and the page it links to are one place). Any text is safe: it is split into words, never
 * read as a pattern.
 */
export function searchSite(index: MiniSearch<SearchRecord>, query: string, limit = MAX_RESULTS): SearchResult[] {
  const words = query.slice(0, MAX_QUERY_LENGTH).trim();
  if (!words) return [];
  const seen = new Set<string>();
  const results: SearchResult[] = [];
  for (const hit of index.search(words, QUERY_OPTIONS)) {
    const href = hit.href as string;
    if (seen.has(href)) continue;
    seen.add(href);
    results.push({ label: hit.label as string, context: hit.context as string, href });
    if (results.length === limit) break;
  }
  return results;
}

/** https: links leave the site in a new tab; routes, anchors, files and mailto: stay. */
export function opensNewTab(href: string): boolean {
  return isExternal(href) && href.startsWith('https://');
}
