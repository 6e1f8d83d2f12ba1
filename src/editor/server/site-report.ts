/** The validator's report as the editor shows it: beside each field, and worded as `npm run validate` words it. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadSite, SITE_FILE, type SourceOverride } from '../../content/validation/load';
import { formatPath } from '../../content/validation/json-source';
import { formatError, type ValidationError } from '../../content/validation/validate';
import { siteTokens } from '../../schema/site';
import { pageInWords } from './page-names';
import { SITE_SETTINGS_ROUTE, type Finding, type Validation } from '../wire';

/** Names each problem's page, in words and by route, for the editor's links to it. */
function reporter({ pages, site }: ReturnType<typeof loadSite>) {
  const named = new Map<string, { route?: string; page: string }>([[SITE_FILE, { page: 'Site settings' }]]);
  const tokens = siteTokens(site);
  for (const { file, document } of pages)
    named.set(file, { route: document.route, page: pageInWords(document.title, tokens, document.route) });
  return (problem: ValidationError): Finding => ({
    ...problem,
    path: formatPath(problem.path),
    jsonPath: problem.path,
    formatted: formatError(problem),
    ...named.get(problem.file),
  });
}

/**
 * What the validator reads under a site's folder: the documents' text (a quick edit may keep a file's size and time)
 * and each other file's size and time of change.
 */
function stamp(root: string): string {
  const hash = createHash('sha256');
  for (const dir of ['pages', 'public']) {
    let files: string[];
    try {
      files = readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).sort();
    } catch (error) {
      hash.update(`${dir} ${String(error)}\n`);
      continue;
    }
    for (const file of files) {
      const path = join(root, dir, file);
      const stats = statSync(path, { throwIfNoEntry: false });
      hash.update(`${dir}/${file} ${stats?.size} ${stats?.mtimeMs}\n`);
      if (dir === 'pages' && stats?.isFile()) hash.update(readFileSync(path));
    }
  }
  return hash.digest('hex');
}

const textOnDisk = (root: string, file: string) => {
  try {
    return readFileSync(join(root, file), 'utf8');
  } catch {
    return undefined;
  }
};

/**
 * The site loaded and validated as its files stand, kept until one changes: a page's form asks about the document as
 * on disk as it opens, after the page list has asked about the whole site. A load takes about 100 ms, in the dev
 * server's one thread, while the editor's modules wait to be served.
 */
let asOnDisk: { root: string; stamp: string; site: ReturnType<typeof loadSite> } | undefined;

/** The site loaded with `override`'s text in place of its file on disk (the same, when it is the file's own). */
function load(root: string, override?: SourceOverride) {
  if (override && override.text !== textOnDisk(root, override.file)) return loadSite(root, { override });
  const now = stamp(root);
  if (asOnDisk?.root !== root || asOnDisk.stamp !== now) asOnDisk = { root, stamp: now, site: loadSite(root) };
  return asOnDisk.site;
}

/** The site's values for its tokens ({name}), as on disk; none while site.json does not validate. */
export const tokensOnDisk = (root: string): Record<string, string> => siteTokens(load(root).site);

/** What `npm run validate` reports for the whole site, with `override`'s text in place of its file on disk. */
export function siteReport(root: string, override?: SourceOverride): Validation {
  const loaded = load(root, override);
  const { errors, warnings, pages, site, factUses } = loaded;
  const reported = reporter(loaded);
  // A page is named by its route, which its editor opens at; one that does not validate, by its file's.
  const routeOf = (file: string) =>
    pages.find((page) => page.file === file)?.document.route ??
    (file === SITE_FILE ? SITE_SETTINGS_ROUTE : file.replace(/^pages|(\/index)?\.json$/g, ''));
  const report: Validation = {
    errors: errors.map(reported),
    warnings: warnings.map(reported),
    factUses: Object.fromEntries(Object.entries(factUses).map(([fact, files]) => [fact, files.map(routeOf)])),
  };
  if (!override || errors.some((error) => error.file === override.file)) return report;
  const document = override.file === SITE_FILE ? site : pages.find((page) => page.file === override.file)?.document;
  return document === undefined ? report : { ...report, document, tokens: siteTokens(site) };
}

/**
 * The errors that stop a save of `override`: every error in the document itself, and those it would
 * cause elsewhere (a link to its old route); errors another file already had are that file's business.
 */
export function errorsStoppingSave(root: string, override: SourceOverride): Finding[] {
  const after = siteReport(root, override).errors;
  const elsewhere = after.filter((error) => error.file !== override.file);
  if (!elsewhere.length) return after;
  const before = new Set(siteReport(root).errors.map((error) => error.formatted));
  return after.filter((error) => error.file === override.file || !before.has(error.formatted));
}
