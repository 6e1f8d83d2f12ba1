/**
 * `npm run import -- resume <file.json>` and the editor's "Import a JSON Resume" (one function for both): a JSON Resume (1.0) into the résumé page's document and site.json's
 * identity. Only what the file says changes: a part it leaves out (no "projects", no "skills") keeps the page's,
 * and every other field of both files stays as written. A file the JSON Resume schema refuses changes nothing.
 */
import { validate as validateJsonResume } from '@jsonresume/schema';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isJsonObject } from '../../schema/json';
import { writeAtomically } from './atomic-write';
import { editText } from './edit-text';
import { fromJsonResume, type ImportedResume, type JsonResume } from './json-resume';
import { loadSite, SITE_FILE } from '../validation/load';
import { describeErrors } from '../validation/report-formats';
import { plainText, RESUME_ROUTE, type ResumeEntry } from '../derivation/resume';

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
  [field: string]: unknown;
}

/**
 * `next` with the owner's own writing kept wherever the file says what the page already shows: a text that reads
 * "twelve years" where the page writes "{fact:years}", or a bullet without the inline link the page gives it, stays
 * as written. So a résumé exported as /resume.json, changed in one place and imported, changes in that place only.
 */
function keepWritten(next: unknown, written: unknown, shown: unknown): unknown {
  if (typeof next === 'string')
    return typeof written === 'string' && typeof shown === 'string' && (next === shown || next === plainText(shown)) ? written : next;
  if (Array.isArray(next))
    return next.map((item, i) =>
      keepWritten(item, Array.isArray(written) ? written[i] : undefined, Array.isArray(shown) ? shown[i] : undefined),
    );
  if (isJsonObject(next))
    return Object.fromEntries(
      Object.entries(next).map(([key, value]) => [
        key,
        keepWritten(value, isJsonObject(written) ? written[key] : undefined, isJsonObject(shown) ? shown[key] : undefined),
      ]),
    );
  return next;
}

/**
 * The résumé page's sections with what the file says written in: a field replaced, or a section it lacks added.
 * `shown` is the same sections as the page draws them (tokens replaced), to keep what the file only repeats.
 */
function importedSections(sections: RawSection[], shown: unknown[], imported: ImportedResume): RawSection[] {
  const updated = [...sections];
  const added: RawSection[] = [];
  const find = (type: string, pattern: RegExp) => {
    const ofType = sections.map((section, i) => [section, i] as const).filter(([section]) => section.type === type);
    return (ofType.find(([section]) => pattern.test(section.id ?? '')) ??
      ofType.find(([section]) => pattern.test(section.heading ?? '')))?.[1];
  };
  const place = (type: string, pattern: RegExp, field: string, value: unknown, section: Record<string, unknown>) => {
    const at = find(type, pattern);
    if (at === undefined) added.push({ type, ...section, [field]: value });
    else updated[at] = { ...updated[at], [field]: keepWritten(value, sections[at][field], (shown[at] as RawSection | undefined)?.[field]) };
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
  // A section the page lacks goes before its action bar, which floats and ends the document.
  const actionBar = updated.findIndex((section) => section.type === 'action-bar');
  updated.splice(actionBar < 0 ? updated.length : actionBar, 0, ...added);
  return updated;
}

/** site.json with the identity fields the file gives, and its profiles added or updated by name. */
function importedSite(site: Record<string, unknown>, imported: ImportedResume): Record<string, unknown> {
  if (!imported.profiles.length) return { ...site, ...imported.identity };
  const profiles = { ...(site.profiles as Record<string, unknown> | undefined), ...Object.fromEntries(imported.profiles) };
  return { ...site, ...imported.identity, profiles };
}

/** site.json's identity fields as the owner knows them. */
const IDENTITY_WORDS: Record<string, string> = {
  name: 'name',
  email: 'e-mail',
  headline: 'headline',
  location: 'location',
  siteUrl: 'site address',
};

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What an import wrote, in words: "Imported 5 roles, 3 certifications, 2 degrees, 12 skills and the identity." */
export function importSummary(imported: ImportedResume): string {
  const parts = [
    imported.summary?.length && 'the summary',
    imported.roles?.length && counted(imported.roles.length, 'role', 'roles'),
    imported.certifications?.length && counted(imported.certifications.length, 'certification', 'certifications'),
    imported.education?.length && counted(imported.education.length, 'degree', 'degrees'),
    imported.projects?.length && counted(imported.projects.length, 'project', 'projects'),
    imported.skills?.length && counted(imported.skills.length, 'skill', 'skills'),
    Object.keys(imported.identity).length &&
      `the identity (${Object.keys(imported.identity)
        .map((key) => IDENTITY_WORDS[key])
        .join(', ')})`,
    imported.profiles.length && counted(imported.profiles.length, 'profile', 'profiles'),
  ].filter((part): part is string => typeof part === 'string');
  if (!parts.length) return 'The file says nothing the résumé shows.';
  return `Imported ${parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0]}.`;
}

export interface ImportOutcome {
  /** The files rewritten (their full paths); none when the résumé already said what the file says. */
  changed: string[];
  /** What the file gave, in words (importSummary). */
  summary: string;
}

/**
 * Reads a JSON Resume and writes what it says into the site under `root`. Throws an ImportError, having written
 * nothing, when the file is not JSON, not a JSON Resume, or would make the site invalid.
 */
export async function importJsonResume(root: string, text: string): Promise<ImportOutcome> {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new ImportError(`the file is not JSON: ${(error as Error).message}`);
  }
  if (!isJsonObject(value)) throw new ImportError('the file is not a JSON Resume: it holds no object');
  const problems = jsonResumeProblems(value);
  if (problems.length) throw new ImportError('the file does not follow the JSON Resume schema; nothing was written:', problems);

  const before = loadSite(root);
  const page = before.pages.find((candidate) => candidate.document.route === RESUME_ROUTE);
  if (!page) throw new ImportError(`the site has no résumé page (a document with "route": "${RESUME_ROUTE}"); nothing was written`);
  const imported = fromJsonResume(value as JsonResume);
  const sitePath = join(root, SITE_FILE);
  const pagePath = join(root, page.file);
  const originals = new Map([sitePath, pagePath].map((path) => [path, readFileSync(path, 'utf8')]));
  const held = (path: string) => {
    try {
      return JSON.parse(originals.get(path)!.replace(/^\uFEFF/, '')) as Record<string, unknown>;
    } catch {
      throw new ImportError(`${relative(root, path)} is not JSON; correct it first, nothing was written`);
    }
  };
  const site = held(sitePath);
  const resumePage = held(pagePath);
  const sections = Array.isArray(resumePage.sections) ? (resumePage.sections as RawSection[]) : [];
  // The page as drawn, section for section with the file's (when a load ever drew them otherwise, nothing is kept).
  const shownSections = page.document.sections.length === sections.length ? page.document.sections : [];
  // Written as the editor's saves write: only the values that change are rewritten, in the file's own style.
  const updates = new Map([
    [sitePath, await editText(originals.get(sitePath)!, importedSite(site, imported), { filepath: sitePath })],
    [
      pagePath,
      await editText(
        originals.get(pagePath)!,
        { ...resumePage, sections: importedSections(sections, shownSections, imported) },
        { filepath: pagePath },
      ),
    ],
  ]);
  const changed = [...updates].filter(([path, updated]) => updated !== originals.get(path)).map(([path]) => path);
  for (const path of changed) writeAtomically(path, updates.get(path)!);
  const after = loadSite(root);
  if (after.errors.length > before.errors.length) {
    for (const path of changed) writeAtomically(path, originals.get(path)!);
    throw new ImportError(`the résumé it makes is not valid, so nothing was written:\n${describeErrors(after)}`);
  }
  return { changed, summary: importSummary(imported) };
}
