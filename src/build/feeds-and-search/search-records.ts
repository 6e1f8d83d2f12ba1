/**
 * The site search's records, made by the build from the page documents, and the index files over them
 * (the browser loads and queries them with src/behaviours/site-search.ts).
 *
 * The walk is generic so that a new page, block or list is searchable with no code change:
 * any object in a section with a title-like field becomes a result of its own; every other
 * text of a page belongs to the page's result.
 */
import MiniSearch from 'minisearch';
import { z } from 'zod';
import type { PageDocument } from '../../blocks/page';
import { pageHeadingOf } from '../../app/share';
import { archiveOf } from '../../content/derivation/archive-pages';
import { childrenOf, isJsonObject, type JsonObject } from '../../schema/json';
import { containsToken } from '../../schema/links';
import { childField, fieldOf, isText, type Field } from '../../schema/text-fields';
import { sectionSchema } from '../../blocks/schemas';
import { archiveIndexPath, INDEX_OPTIONS, plainText, SEARCH_INDEX_PATH, shortTitle, type SearchRecord } from '../../behaviours/site-search';

/** Fields that name an item, in order of preference. */
const TITLE_KEYS = ['title', 'name', 'role'] as const;
/** Fields that say where an item goes. */
const LINK_KEYS = ['href', 'link', 'website', 'url'];

/** A page's sections, whose schema says which of their strings are words (src/schema/text-fields.ts). */
const SECTIONS = z.array(sectionSchema);

type Json = JsonObject;

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

interface Scope {
  route: string;
  pageTitle: string;
  /** The nearest section id, so a result without a link of its own scrolls to its section. */
  anchor?: string;
  heading?: string;
}

type Draft = Omit<SearchRecord, 'id'> & {
  /** The item's own link, as opposed to the page or section it was given for want of one. */
  linked?: boolean;
};

/** The records of one page: the page itself, then one per titled item, in document order. */
export function pageRecords(document: PageDocument, siteName?: string): Draft[] {
  const pageTitle = shortTitle(plainText(document.title), siteName);
  const items: Draft[] = [];

  function item(value: Json, field: Field, title: { key: string; value: string }, scope: Scope) {
    const text: string[] = [];
    for (const [key, child] of Object.entries(value)) if (key !== title.key) walk(child, childField(field, key, child), scope, text);
    const context = scope.heading ? `${scope.pageTitle} · ${scope.heading}` : scope.pageTitle;
    const link = linkOf(value, scope.route);
    const href = link ?? (scope.anchor ? `${scope.route}#${scope.anchor}` : scope.route);
    items.push({ label: title.value, title: title.value, text: text.join(' '), context, href, linked: Boolean(link) });
  }

  /** Collects the words under `value` into `text` (as its schema says which are words), and makes a record of each titled object met. */
  function walk(value: unknown, field: Field | undefined, scope: Scope, text: string[]) {
    if (!field?.search) return;
    if (typeof value === 'string') {
      if (isText(field)) text.push(plainText(value));
      return;
    }
    if (isJsonObject(value)) {
      if (isSection(value)) {
        const heading = typeof value.heading === 'string' ? plainText(value.heading) : undefined;
        scope = { ...scope, anchor: typeof value.id === 'string' ? value.id : scope.anchor, heading: heading ?? scope.heading };
      } else {
        const title = titleOf(value);
        if (title) return item(value, field, title, scope);
        if (isBareLink(value)) return;
      }
    }
    for (const [key, child] of childrenOf(value)) walk(child, childField(field, key, child), scope, text);
  }

  const loose: string[] = [];
  walk(document.sections, fieldOf(SECTIONS, document.sections), { route: document.route, pageTitle }, loose);
  const header = pageHeadingOf(document);
  const heading = header?.heading ? plainText(header.heading) : '';
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

export function buildSearchIndex(documents: PageDocument[], siteName?: string): MiniSearch<SearchRecord> {
  const index = new MiniSearch<SearchRecord>(INDEX_OPTIONS);
  index.addAll(searchRecords(documents, siteName));
  return index;
}

/** The file the build writes at SEARCH_INDEX_PATH. */
export function serializeSearchIndex(documents: PageDocument[], siteName?: string): string {
  return JSON.stringify(buildSearchIndex(documents, siteName));
}

/**
 * The index files: the pages (an archive's page without its entries) at SEARCH_INDEX_PATH, whose size does not
 * grow with the archives, and each archive's entries in a file of its own, which the search loads only once a
 * query is typed (src/app/SiteSearch.tsx).
 */
export function serializeSearchIndexes(documents: PageDocument[], siteName?: string): { path: string; json: string }[] {
  const archives: { path: string; json: string }[] = [];
  const pages = documents.map((document) => {
    const archive = archiveOf(document);
    if (!archive) return document;
    const entries = new MiniSearch<SearchRecord>(INDEX_OPTIONS);
    // The page's own record (the first) stays with the pages.
    entries.addAll(searchRecords([{ ...document, sections: [archive.section] }], siteName).slice(1));
    archives.push({ path: archiveIndexPath(document.route), json: JSON.stringify(entries) });
    const empty = archive.trait.withEntries(archive.section, []);
    return { ...document, sections: document.sections.map((section) => (section === archive.section ? empty : section)) };
  });
  return [{ path: SEARCH_INDEX_PATH, json: serializeSearchIndex(pages, siteName) }, ...archives];
}
