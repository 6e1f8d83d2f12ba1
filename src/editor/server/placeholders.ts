/**
 * The first-run checklist: what in the site is still the starter site's.
 *
 * The starter site ships as someone else's (Alex Rao's): a new owner replaces it field by field, or says a page is
 * theirs as it is. Its text is known by its fingerprint (src/content/editing/starter-text.ts): every field whose text is
 * still the starter's, by page. The values that are no text (addresses with the starter's handle, example
 * addresses, placeholder videos, the résumé's file name) are listed below, and matched against every string in every
 * document (site.json included); the résumé PDF is built from those documents, so it holds the starter's only while
 * they do.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SITE_FILE } from '../../content/validation/load';
import { stringsIn } from '../../schema/json';
import starterFingerprint from '../../content/editing/starter-fingerprint.json';
import { findStarterText, type StarterFingerprint } from '../../content/editing/starter-text';
import type { Handler } from './http';
import type { JsonPath, PlaceholderFound, StarterPage } from '../wire';
import { documentFiles } from './page-list';
import { placeInWords } from '../../content/editing/place-in-words';
import { PAGE_SCHEMA, SITE_SCHEMA } from '../form/block-schemas';
import { siteTokens } from '../../schema/site';
import { pageInWords } from './page-names';

export interface Placeholder {
  /** What it is, in the owner's words. */
  what: string;
  /** A text that holds it. */
  pattern: RegExp;
}

export const PLACEHOLDERS: Placeholder[] = [
  { what: "The placeholder owner's name", pattern: /\bAlex Rao\b/i },
  { what: "An address with the placeholder owner's handle", pattern: /alexrao/i },
  { what: "The placeholder résumé's file name", pattern: /alex-rao/i },
  { what: 'An example address', pattern: /\bexample\.(com|org|net)\b/i },
  { what: 'A placeholder video', pattern: /^demovideo\d+$/ },
];

const readJson = (path: string): unknown => {
  try {
    return JSON.parse(readFileSync(path, 'utf8').replace(/^\uFEFF/, ''));
  } catch {
    return undefined; // the validator says what is wrong with it
  }
};

/** What still holds a placeholder value, document by document in the page list's order. */
export function findPlaceholders(root: string): PlaceholderFound[] {
  if (!existsSync(join(root, 'pages'))) return [];
  const found: PlaceholderFound[] = [];
  const ownerName = siteName(root);
  const files = documentFiles(root).sort((a, b) => Number(b === SITE_FILE) - Number(a === SITE_FILE) || a.localeCompare(b));
  for (const file of files) {
    const document = readJson(join(root, file));
    const route = file === SITE_FILE ? undefined : (document as { route?: unknown } | undefined)?.route;
    for (const [value, path] of stringsIn(document)) {
      const placeholder = PLACEHOLDERS.find(({ pattern }) => pattern.test(value));
      if (placeholder)
        found.push({
          what: placeholder.what,
          file,
          route: typeof route === 'string' ? route : undefined,
          path,
          place: placeOfField(file, document, path, ownerName),
          value,
        });
    }
  }
  return found;
}

/** A field's place in words, each list item named by what it is and its section by its own heading when it has one. */
function placeOfField(file: string, document: unknown, path: JsonPath, ownerName: string | undefined): string {
  const words = placeInWords(path, document, file === SITE_FILE ? SITE_SCHEMA : PAGE_SCHEMA);
  const sections = (document as { sections?: unknown } | undefined)?.sections;
  const section = path[0] === 'sections' && typeof path[1] === 'number' && Array.isArray(sections) ? sections[path[1]] : undefined;
  const heading = (section as { heading?: unknown } | undefined)?.heading;
  if (typeof heading !== 'string' || !heading.trim()) return words;
  const named = heading.replaceAll('{name}', ownerName ?? '').trim();
  const inSection = words.replace(/^Section \d+( › )?/, '');
  return inSection ? `${named} › ${inSection}` : named;
}

/**
 * The starter's fingerprint: the one generated from the starter's documents, or the file STARTER_FINGERPRINT names
 * while it exists (the editor's tests point it at one of the fixture site, which is not the starter).
 */
function fingerprint(): StarterFingerprint {
  const other = process.env.STARTER_FINGERPRINT;
  if (other && existsSync(resolve(other))) return JSON.parse(readFileSync(resolve(other), 'utf8')) as StarterFingerprint;
  return starterFingerprint;
}

/** The owner's name as site.json holds it. */
const siteName = (root: string) => {
  const name = (readJson(join(root, SITE_FILE)) as { name?: unknown } | undefined)?.name;
  return typeof name === 'string' ? name : undefined;
};

/** The documents whose text is still the starter's, site.json first, then by route; a page marked as kept is not. */
export function findStarterPages(root: string, starter = fingerprint()): StarterPage[] {
  const found = findStarterText(root, starter);
  const ownerName = siteName(root);
  const tokens = siteTokens(readJson(join(root, SITE_FILE)));
  const pages = new Map<string, StarterPage>();
  const documents = new Map<string, unknown>();
  for (const { file, route, path } of found) {
    if (!documents.has(file)) documents.set(file, readJson(join(root, file)));
    const document = documents.get(file);
    let entry = pages.get(file);
    if (!entry) {
      const title = route === undefined ? undefined : (document as { title?: unknown } | undefined)?.title;
      const page = file === SITE_FILE ? 'Site settings' : typeof title === 'string' && route ? pageInWords(title, tokens, route) : file;
      entry = { file, ...(route ? { route } : {}), page, fields: [] };
      pages.set(file, entry);
    }
    entry.fields.push({ path, place: placeOfField(file, document, path, ownerName) });
  }
  const rank = (page: StarterPage) => (page.file === SITE_FILE ? 0 : 1);
  return [...pages.values()].sort((a, b) => rank(a) - rank(b) || (a.route ?? a.file).localeCompare(b.route ?? b.file));
}

/** GET placeholders: { placeholders, starterPages }, the first-run checklist. */
export const listPlaceholders: Handler = async ({ root }) => ({
  status: 200,
  body: { placeholders: findPlaceholders(root), starterPages: findStarterPages(root) },
});
