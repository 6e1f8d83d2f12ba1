/**
 * The first-run checklist: what in the site still holds the placeholder owner's values.
 *
 * The starter site ships as someone else's (Alex Rao's): a new owner replaces it field by field. These values are
 * listed here once, and nowhere else, so that the checklist, its tests and whoever changes the starter content agree
 * on what "still a placeholder" means; a value added to the starter site that is not here is one the checklist
 * cannot find. Each is matched against every text in every document (site.json included), and the résumé file by
 * its bytes.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_FILE } from '../../content/load';
import type { Handler } from './http';
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

/** The starter site's résumé PDF (public/assets/resume/alex-rao-resume.pdf), by its SHA-256: a file not yet replaced. */
export const PLACEHOLDER_RESUME_SHA256 = '8ff536cea0b5b4b9c52a7c2dc2e27658ce64b0fb4ef98eb38b8e6ddfa199a2cd';

export type JsonPath = (string | number)[];

export interface PlaceholderFound {
  what: string;
  /** "pages/about.json"; "public/assets/resume/…" for the résumé file itself. */
  file: string;
  /** The page's route; absent for site.json and the résumé file. */
  route?: string;
  /** Where in the document, as steps ([] for a file). */
  path: JsonPath;
  value: string;
}

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

/** What still holds a placeholder value, document by document in the page list's order, then the résumé file. */
export function findPlaceholders(root: string): PlaceholderFound[] {
  if (!existsSync(join(root, 'pages'))) return [];
  const found: PlaceholderFound[] = [];
  const files = documentFiles(root).sort((a, b) => Number(b === SITE_FILE) - Number(a === SITE_FILE) || a.localeCompare(b));
  let resumeName: unknown;
  for (const file of files) {
    const document = readJson(join(root, file));
    const route = file === SITE_FILE ? undefined : (document as { route?: unknown } | undefined)?.route;
    if (file === SITE_FILE) resumeName = (document as { resume?: { fileName?: unknown } } | undefined)?.resume?.fileName;
    for (const [path, value] of texts(document)) {
      const placeholder = PLACEHOLDERS.find(({ pattern }) => pattern.test(value));
      if (placeholder) found.push({ what: placeholder.what, file, route: typeof route === 'string' ? route : undefined, path, value });
    }
  }
  const resume = typeof resumeName === 'string' && /^[\w.-]+\.pdf$/.test(resumeName) ? `public/assets/resume/${resumeName}` : undefined;
  if (resume && existsSync(join(root, resume))) {
    const hash = createHash('sha256')
      .update(readFileSync(join(root, resume)))
      .digest('hex');
    if (hash === PLACEHOLDER_RESUME_SHA256)
      found.push({ what: 'The placeholder résumé PDF', file: resume, path: [], value: resumeName as string });
  }
  return found;
}

/** GET placeholders: { placeholders }, the first-run checklist. */
export const listPlaceholders: Handler = async ({ root }) => ({ status: 200, body: { placeholders: findPlaceholders(root) } });
