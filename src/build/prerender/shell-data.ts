import type { PageDocument } from '../../blocks/page';
import { definitionOf } from '../../blocks/schemas';
import { placed } from '../../content/derivation/case-summary';
import type { Site } from '../../schema/site';
import { dayLabel } from '../../schema/dates';

/** A case the "page not found" screen suggests. */
export interface Suggestion {
  title: string;
  href: string;
  kicker?: string;
}

/**
 * The day the site was built, as "2026-11-26" and "26 November 2026". Written into the site's data by the build, so
 * every page of one build, and the server's render and the browser's, show the same day whatever the clock or the
 * time zone. SITE_BUILT_ON pins it (buildSite sets it once for both of its builds); else today, in UTC.
 */
export function builtOn(now = new Date()): { iso: string; label: string } {
  const iso = process.env.SITE_BUILT_ON ?? now.toISOString().slice(0, 10);
  return { iso, label: dayLabel(iso, { long: true }) };
}

/** The first three cards that link to a page of the site, from the first card grid (listsPages) of the page site.json names. */
export function notFoundSuggestions(site: Site, documents: readonly PageDocument[]): Suggestion[] {
  const from = documents.find((document) => document.route === site.notFound?.from);
  const grid = from && placed(from.sections, []).find(([section]) => definitionOf(section.type).listsPages)?.[0];
  if (!grid || !('items' in grid)) return [];
  const cards = grid.items as { title: string; href?: string; kicker?: string }[];
  return cards
    .filter((card) => card.href?.startsWith('/'))
    .slice(0, 3)
    .map(({ title, href, kicker }) => ({ title, href: href!, ...(kicker && { kicker }) }));
}
