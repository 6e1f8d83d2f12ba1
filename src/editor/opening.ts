/**
 * What a page's editor (/_edit/<route>) asks the dev server for before it can draw: the page list (to find the route's
 * file), the file, and the validator's answer for it, which the preview draws as soon as it listens. Asked for as the
 * editor's HTML is read (editor.html runs this module before main.tsx), not once the form's modules have arrived and
 * run, so the answers and the modules arrive side by side.
 */
import { listPages, openDocument, validateDocument } from './api';
import { SITE_SETTINGS_ROUTE, type OpenDocument, type Validation } from './wire';
import { drawInPreview } from './preview/preview-frame';
import { readUnsaved } from './form/unsaved';

export type Opened = OpenDocument & { site: boolean };

/** Finds the document a route edits: a page's, or site.json's at /_edit/site (unless a page has the route /site). */
async function findAndOpen(route: string): Promise<Opened> {
  const pages = await listPages();
  const page = pages.find((p) => p.route === route) ?? (route === SITE_SETTINGS_ROUTE ? pages.find((p) => p.site) : undefined);
  if (!page) throw new Error(`No page document has the route ${route}.`);
  return { ...(await openDocument(page.file)), site: page.site === true };
}

/** The answers asked for early, for the editor's first drawing: anything asked for later is asked afresh. */
let early: { route: string; opened: Promise<Opened>; validation: Promise<Validation> } | undefined;
const forgetEarly = () => (early = undefined);

/** Opens the document `route` edits. */
export function openRoute(route: string): Promise<Opened> {
  if (early?.route !== route) return findAndOpen(route);
  // A route with no page (yet) is looked for again next time.
  early.opened.catch(forgetEarly);
  return early.opened;
}

/** The validator's answer for `value`, the document as the form shows it. */
export async function validate(file: string, value: unknown): Promise<Validation> {
  const asked = early;
  if (asked) {
    forgetEarly();
    // Asked early for the file as it is; a draft kept from an earlier visit is the form's value instead.
    const opened = await asked.opened.catch(() => undefined);
    if (opened?.value === value) return asked.validation;
  }
  return validateDocument(file, value);
}

/** Starts opening the address's page, if it is a page's editor. */
function openEarly() {
  const match = /^\/_edit(\/.+?)\/?$/.exec(window.location.pathname);
  if (!match) return;
  const route = match[1];
  const opened = findAndOpen(route);
  // Unhandled here when the route has no page: openRoute's caller says so.
  opened.catch(() => undefined);
  const validation = opened.then(({ file, value }) => validateDocument(file, value));
  validation.catch(() => undefined);
  early = { route, opened, validation };
  // The preview's first drawing, unless the form will show a draft kept from an earlier visit instead of the file.
  void Promise.all([opened, validation]).then(
    ([{ file, version, site }, { document }]) =>
      document !== undefined &&
      readUnsaved(file, version) === undefined &&
      drawInPreview({ type: 'preview', scheme: 'light', ...(site ? { site: document } : { document }) }),
    () => undefined,
  );
}

openEarly();
