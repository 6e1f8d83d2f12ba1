// A link to one field of a page's form: /_edit/about?field=sections.0.heading opens /about's form at that field.
import type { JsonPath } from './wire';
import { fieldId } from './form/findings';
import { revealField } from './form/FindingsList';

/** The editor's address for the field at `path` of the page at `route` (site.json's settings are at /_edit/site). */
export const fieldHref = (route: string | undefined, path: JsonPath) => {
  const page = route ?? '/site';
  return path.length ? `/_edit${page === '/' ? '' : page}?field=${encodeURIComponent(path.join('.'))}` : `/_edit${page}`;
};

/** The steps of a ?field= value: "sections.0.heading" → ["sections", 0, "heading"]. */
export const fieldPathOf = (field: string): JsonPath => field.split('.').map((step) => (/^\d+$/.test(step) ? Number(step) : step));

/**
 * Takes the owner to the field at `path` once the form has drawn it: the form of a long page takes a moment after
 * the page opens, and a field inside a closed panel is drawn only once its panel opens.
 */
export function revealWhenDrawn(path: JsonPath, tries = 20) {
  const field = document.getElementById(fieldId(path));
  if (field && document.activeElement === field) return;
  revealField(path);
  if (tries > 0) setTimeout(() => revealWhenDrawn(path, tries - 1), 300);
}
