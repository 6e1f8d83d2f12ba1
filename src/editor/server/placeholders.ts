/**
 * The first-run checklist: what in the site still holds the placeholder owner's values.
 *
 * The starter site ships as someone else's (Alex Rao's): a new owner replaces it field by field. These values are
 * listed here once, and nowhere else, so that the checklist, its tests and whoever changes the starter content agree
 * on what "still a placeholder" means; a value added to the starter site that is not here is one the checklist
 * cannot find. Each is matched against every text in every document (site.json included); the résumé PDF is built
 * from those documents, so it holds a placeholder only while they do.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_FILE } from '../../content/load';
import type { Handler } from './http';
import type { JsonPath, PlaceholderFound } from '../wire';
import { documentFiles } from './page-list';

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

/** Every text of a JSON value, with where it is. */
function* texts(value: unknown, path: JsonPath = []): Generator<[JsonPath, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* texts(item, [...path, i]);
  else if (typeof value === 'object' && value !== null) for (const [key, item] of Object.entries(value)) yield* texts(item, [...path, key]);
}

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
  const files = documentFiles(root).sort((a, b) => Number(b === SITE_FILE) - Number(a === SITE_FILE) || a.localeCompare(b));
  for (const file of files) {
    const document = readJson(join(root, file));
    const route = file === SITE_FILE ? undefined : (document as { route?: unknown } | undefined)?.route;
    for (const [path, value] of texts(document)) {
      const placeholder = PLACEHOLDERS.find(({ pattern }) => pattern.test(value));
      if (placeholder) found.push({ what: placeholder.what, file, route: typeof route === 'string' ? route : undefined, path, value });
    }
  }
  return found;
}

/** GET placeholders: { placeholders }, the first-run checklist. */
export const listPlaceholders: Handler = async ({ root }) => ({ status: 200, body: { placeholders: findPlaceholders(root) } });
