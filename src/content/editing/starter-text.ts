/**
 * The starter site's text, known by what it wrote rather than by a list of names: a fingerprint holds a short hash
 * of each text of the starter's documents (src/content/editing/starter-fingerprint.json, written by
 * `npm run starter-fingerprint`), and a text of the owner's site whose hash is in it is still the starter's. So the
 * editor's checklist finds the starter's biography, case studies and city wherever they still stand, and a text the
 * owner rewrote, or a page the owner marked as theirs ("starterTextKept": true), leaves it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'jsonc-parser';
import type { z } from 'zod';
import { pageSchema } from '../../blocks/page';
import { childrenOf, isJsonObject, type JsonPath } from '../../schema/json';
import { siteSchema } from '../../schema/site';
import { childField, fieldOf, isText, type Field } from '../../schema/text-fields';
import { SITE_FILE } from '../validation/load';

export interface StarterFingerprint {
  /** The hash of the starter owner's name: while site.json still carries it, the site is the starter itself. */
  identity: string;
  /** The hashes of each document's texts, by file ("pages/about.json"). */
  files: Record<string, string[]>;
}

/** A text of the owner's site that is still the starter's. */
export interface StarterTextFound {
  file: string;
  /** The page's route; absent for site.json. */
  route?: string;
  path: JsonPath;
  value: string;
}

/** Texts shorter than this are labels ("Key Learnings", "Contact Me") an owner keeps, not the starter's writing. */
const MIN_WORDS = 4;

/** Who the owner is and what every page says of itself: these count however short. */
const SITE_IDENTITY = new Set(['name', 'alternateName', 'headline', 'jobTitle', 'location', 'facts']);
const PAGE_IDENTITY = new Set(['description', 'shareImage']);

/** Case, spacing and Unicode form do not make a text the owner's. */
export const normaliseText = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

export const textHash = (text: string) => createHash('sha256').update(normaliseText(text)).digest('hex').slice(0, 12);

/** Words a text has of its own, its tokens ({name}, {fact:x}) left out. */
const wordCount = (text: string) => text.replace(/\{[^{}]*\}/g, ' ').match(/\p{L}[\p{L}\p{N}'’-]*/gu)?.length ?? 0;

/** Every text of a document that counts as writing, with its place: identity fields, and texts of MIN_WORDS or more. */
export function countedTexts(file: string, document: unknown): [JsonPath, string][] {
  const site = file === SITE_FILE;
  const schema: z.core.$ZodType = site ? siteSchema : pageSchema;
  const identity = site ? SITE_IDENTITY : PAGE_IDENTITY;
  const found: [JsonPath, string][] = [];
  const visit = (value: unknown, field: Field | undefined, path: JsonPath) => {
    if (!field?.search) return;
    if (path.length === 1 && path[0] === '$schema') return; // where the schema is, not words
    if (typeof value === 'string') {
      const words = wordCount(value);
      if (isText(field) && words > 0 && (words >= MIN_WORDS || identity.has(String(path[0])))) found.push([path, value]);
    } else for (const [key, item] of childrenOf(value)) visit(item, childField(field, key, item), [...path, key]);
  };
  visit(document, fieldOf(schema, document), []);
  return found;
}

/** Every .json document under pages/, as "pages/…". */
function documentFiles(root: string, folder = 'pages'): string[] {
  if (!existsSync(join(root, folder))) return [];
  return readdirSync(join(root, folder), { withFileTypes: true })
    .flatMap((entry) => {
      const file = `${folder}/${entry.name}`;
      if (entry.isDirectory()) return documentFiles(root, file);
      return entry.name.endsWith('.json') ? [file] : [];
    })
    .sort();
}

/** A document read leniently: one with errors is still read for its text (the validator says what is wrong). */
function readDocument(root: string, file: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = parse(readFileSync(join(root, file), 'utf8').replace(/^\uFEFF/, ''));
    return isJsonObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Where the starter's fingerprint is kept, from the project's root. */
export const STARTER_FINGERPRINT_FILE = 'src/content/editing/starter-fingerprint.json';

/** The fingerprint as its file holds it: a document's hashes on one line, so a change to the starter is a short diff. */
export const fingerprintJson = ({ identity, files }: StarterFingerprint) =>
  `{\n  "identity": ${JSON.stringify(identity)},\n  "files": {\n${Object.entries(files)
    .map(([file, hashes]) => `    ${JSON.stringify(file)}: ${JSON.stringify(hashes)}`)
    .join(',\n')}\n  }\n}\n`;

/** The fingerprint of the site in `root` (its pages/ folder), as `npm run starter-fingerprint` writes it. */
export function fingerprintOf(root: string): StarterFingerprint {
  const name = readDocument(root, SITE_FILE)?.name;
  const files: Record<string, string[]> = {};
  for (const file of documentFiles(root)) {
    const document = readDocument(root, file);
    if (!document) continue;
    const hashes = [...new Set(countedTexts(file, document).map(([, value]) => textHash(value)))].sort();
    if (hashes.length) files[file] = hashes;
  }
  return { identity: textHash(typeof name === 'string' ? name : ''), files };
}

/** Whether the site in `root` is still the starter's own: its owner's name is the starter owner's. */
export function isStarterSite(root: string, fingerprint: StarterFingerprint): boolean {
  const name = readDocument(root, SITE_FILE)?.name;
  return typeof name === 'string' && textHash(name) === fingerprint.identity;
}

/**
 * Each text of the site in `root` that is still the starter's, document by document. A text counts wherever it now
 * stands (a page moved to another address, a paragraph copied to a new page), so it is matched against every file's
 * hashes; a document marked "starterTextKept" is the owner's as it is.
 */
export function findStarterText(root: string, fingerprint: StarterFingerprint): StarterTextFound[] {
  const starter = new Set(Object.values(fingerprint.files).flat());
  const found: StarterTextFound[] = [];
  for (const file of documentFiles(root)) {
    const document = readDocument(root, file);
    if (!document || document.starterTextKept === true) continue;
    const route = file === SITE_FILE || typeof document.route !== 'string' ? undefined : document.route;
    for (const [path, value] of countedTexts(file, document))
      if (starter.has(textHash(value))) found.push({ file, ...(route ? { route } : {}), path, value });
  }
  return found;
}
