/**
 * The site search in the browser: the index's options (the build makes the index with the same ones, in
 * src/build/feeds-and-search/search-records.ts), loading it, and the query the dialog runs. Pure functions; no React, no zod.
 */
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import { BUILD_FOLDERS } from '../schema/build-output';
import { inlineLinks, isExternal } from '../schema/links';

/** Where the build writes the index and the dev server serves it (one fixed address: see headers-file.ts). */
export const SEARCH_INDEX_PATH = `/${BUILD_FOLDERS.searchIndex}.json`;
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

/** Visible text: an inline link "[label](https://…)" reads as its label. */
export function plainText(value: string): string {
  let text = value;
  for (const link of inlineLinks(value).reverse()) text = text.slice(0, link.index) + link.label + text.slice(link.index + link.length);
  return text.replace(/\s+/g, ' ').trim();
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

/** Where an archive's entries are indexed apart from the pages ("/search-index/resources/ai-news.json"). */
export const archiveIndexPath = (route: string) => `/${BUILD_FOLDERS.searchIndex}${route}.json`;

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
