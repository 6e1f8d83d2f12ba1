/**
 * `npm run import -- resume <file.json>`: a JSON Resume (1.0) into the résumé page's document and site.json's
 * identity. Only what the file says changes: a part it leaves out (no "projects", no "skills") keeps the page's,
 * and every other field of both files stays as written. A file the JSON Resume schema refuses changes nothing.
 */
import { validate as validateJsonResume } from '@jsonresume/schema';
import { applyEdits, modify, parse, type JSONPath } from 'jsonc-parser';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { fromJsonResume, type ImportedResume, type JsonResume } from './json-resume';
import { loadSite, SITE_FILE } from './load';
import { describeErrors } from './report-formats';
import { RESUME_ROUTE, type ResumeEntry } from './resume';

export class ImportError extends Error {
  constructor(
    message: string,
    /** The schema's messages, each with the path in the file it concerns ("work[0].startDate"). */
    readonly problems: string[] = [],
  ) {
    super(problems.length ? `${message}\n${problems.map((problem) => `  ${problem}`).join('\n')}` : message);
  }
}

interface SchemaError {
  property: string;
  message: string;
}

/** The JSON Resume schema's verdict: each problem as "path: message", none when the file follows it. */
export function jsonResumeProblems(value: unknown): string[] {
  let problems: string[] = [];
  validateJsonResume(value as object, (errors: SchemaError[] | null) => {
    problems = (errors ?? []).map(({ property, message }) => `${property.replace(/^instance\.?/, '') || '(the file)'}: ${message}`);
  });
  return problems;
}

type Edit = [JSONPath, unknown];

const TONES = ['blue', 'teal', 'lavender', 'peach', 'pink'];

/**
 * Each new item written over the one at its place, so what the file does not say of it (a card's icon, tone or
 * picture) stays, in the order the owner wrote it; an item past the old ones gets `fresh`'s fields.
 */
function merged(old: Record<string, unknown>[], items: object[], fresh: (i: number) => Record<string, unknown> = () => ({})) {
  return items.map((item, i) => ({ ...(old[i] ?? fresh(i)), ...item }));
}

interface RawSection {
  type: string;
  id?: string;
  heading?: string;
  items?: Record<string, unknown>[];
}

/** The edits to the résumé page's document, by JSON path. */
function pageEdits(sections: RawSection[], imported: ImportedResume): Edit[] {
  const edits: Edit[] = [];
  const find = (type: string, pattern: RegExp) => {
    const ofType = sections.map((section, i) => [section, i] as const).filter(([section]) => section.type === type);
    return (ofType.find(([section]) => pattern.test(section.id ?? '')) ??
      ofType.find(([section]) => pattern.test(section.heading ?? '')))?.[1];
  };
  // A section the page lacks goes before its action bar, which floats and ends the document.
  let insertAt = sections.findIndex((section) => section.type === 'action-bar');
  if (insertAt < 0) insertAt = sections.length;
  const place = (type: string, pattern: RegExp, field: string, value: unknown, section: Record<string, unknown>) => {
    const at = find(type, pattern);
    if (at === undefined) edits.push([['sections', insertAt++], { type, ...section, [field]: value }]);
    else edits.push([['sections', at, field], value]);
  };
  const itemsOf = (type: string, pattern: RegExp) => {
    const at = find(type, pattern);
    return at === undefined ? [] : (sections[at].items ?? []);
  };
  const grid = (pattern: RegExp, entries: ResumeEntry[] | undefined, icon: string, id: string, heading: string) => {
    if (!entries?.length) return;
    const old = itemsOf('card-grid', pattern);
    const cards = merged(old, entries, (i) => ({ title: '', icon: old[0]?.icon ?? icon, tone: TONES[i % TONES.length] }));
    place('card-grid', pattern, 'items', cards, { id, heading });
  };
  if (imported.summary?.length) place('prose', /summary/i, 'body', imported.summary, { id: 'summary', heading: 'Summary' });
  if (imported.roles?.length) {
    const roles = merged(itemsOf('experience', /./), imported.roles);
    place('experience', /./, 'items', roles, { id: 'experience', heading: 'Experience' });
  }
  grid(/certif|licen/i, imported.certifications, 'certificate', 'certifications', 'Certifications');
  grid(/educat|degree/i, imported.education, 'school', 'education', 'Education');
  grid(/project/i, imported.projects, 'bulb', 'projects', 'Projects');
  if (imported.skills?.length) place('chip-list', /skill/i, 'chips', imported.skills, { id: 'skills', heading: 'Skills' });
  return edits;
}

/** The edits to site.json: the identity fields the file gives, and its profiles added or updated by name. */
function siteEdits(imported: ImportedResume): Edit[] {
  return [
    ...Object.entries(imported.identity).map(([key, value]): Edit => [[key], value]),
    ...imported.profiles.map(([name, url]): Edit => [['profiles', name], url]),
  ];
}

async function edited(path: string, text: string, edits: Edit[]): Promise<string> {
  let updated = text;
  for (const [at, value] of edits) {
    const insertion = at.length === 2 && at[0] === 'sections' && typeof value === 'object' && value !== null && 'type' in value;
    updated = applyEdits(
      updated,
      modify(updated, at, value, { isArrayInsertion: insertion, formattingOptions: { insertSpaces: true, tabSize: 2 } }),
    );
  }
  return format(updated, { ...((await resolveConfig(path)) ?? {}), filepath: path });
}

/**
 * Reads a JSON Resume and writes what it says into the site under `root`. Throws an ImportError, having written
 * nothing, when the file is not JSON, not a JSON Resume, or would make the site invalid.
 */
export async function importJsonResume(root: string, text: string): Promise<{ changed: string[] }> {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new ImportError(`the file is not JSON: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ImportError('the file is not a JSON Resume: it holds no object');
  const problems = jsonResumeProblems(value);
  if (problems.length) throw new ImportError('the file does not follow the JSON Resume schema; nothing was written:', problems);

  const before = loadSite(root);
  const page = before.pages.find((candidate) => candidate.document.route === RESUME_ROUTE);
  if (!page) throw new ImportError(`the site has no résumé page (a document with "route": "${RESUME_ROUTE}"); nothing was written`);
  const imported = fromJsonResume(value as JsonResume);
  const sitePath = join(root, SITE_FILE);
  const pagePath = join(root, page.file);
  const originals = new Map([sitePath, pagePath].map((path) => [path, readFileSync(path, 'utf8')]));
  const pageText = originals.get(pagePath)!;
  const updates = new Map([
    [sitePath, await edited(sitePath, originals.get(sitePath)!, siteEdits(imported))],
    [pagePath, await edited(pagePath, pageText, pageEdits((parse(pageText) as { sections: RawSection[] }).sections, imported))],
  ]);
  for (const [path, updated] of updates) writeFileSync(path, updated);
  const after = loadSite(root);
  if (after.errors.length > before.errors.length) {
    for (const [path, original] of originals) writeFileSync(path, original);
    throw new ImportError(`the résumé it makes is not valid, so nothing was written:\n${describeErrors(after)}`);
  }
  return { changed: [...updates].filter(([path, updated]) => updated !== originals.get(path)).map(([path]) => path) };
}
