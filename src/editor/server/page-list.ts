/** The documents the editor offers: every page, and site.json for the site's settings. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'jsonc-parser';
import { SITE_FILE } from '../../content/validation/load';
import { HttpError } from './http';
import { titleAsRead } from './page-names';
import { resolveDocument } from './safe-paths';
import type { PageSummary, Validation } from '../wire';

/** Every .json file under pages/, as "pages/…", found as the validator finds them. */
export function documentFiles(root: string, folder = 'pages'): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return documentFiles(root, file);
    return entry.name.endsWith('.json') ? [file] : [];
  });
}

/**
 * What a document says of itself, read leniently: a document with errors is listed all the same. Its title is shown
 * as visitors read it, with the site's tokens filled in ("About · Jordan Vega", not "About · {name}").
 */
function summary(path: string, tokens: Record<string, string>): Pick<PageSummary, 'route' | 'title' | 'draft'> {
  let value: unknown;
  try {
    value = parse(readFileSync(path, 'utf8').replace(/^\uFEFF/, ''));
  } catch {
    value = undefined; // unreadable: the validator's count of errors says why
  }
  const document = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const text = (field: unknown) => (typeof field === 'string' ? field : undefined);
  const title = text(document.title);
  return {
    route: text(document.route),
    title: title && titleAsRead(title, tokens),
    draft: document.draft === true,
  };
}

/** site.json first, then the pages by route. */
export function documentList(root: string, report: Validation, tokens: Record<string, string> = {}): PageSummary[] {
  if (!existsSync(join(root, 'pages'))) return [];
  const count = (list: { file: string }[], file: string) => list.filter((problem) => problem.file === file).length;
  const entries = documentFiles(root).flatMap((file): PageSummary[] => {
    let path: string;
    try {
      path = resolveDocument(root, file);
    } catch (error) {
      if (error instanceof HttpError) return []; // a link leading outside pages/ is not offered
      throw error;
    }
    const site = file === SITE_FILE;
    const { route, title, draft } = site ? { route: undefined, title: 'Site settings', draft: false } : summary(path, tokens);
    return [{ file, route, title, draft, errors: count(report.errors, file), warnings: count(report.warnings, file), site }];
  });
  const rank = (entry: PageSummary) => (entry.site ? 0 : entry.route === undefined ? 2 : 1);
  return entries.sort((a, b) => rank(a) - rank(b) || (a.route ?? '').localeCompare(b.route ?? '') || a.file.localeCompare(b.file));
}
