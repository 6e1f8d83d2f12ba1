/**
 * What "New page" starts a page from: a blank page, or a case study built as the site's own are (a header with the
 * way back to its listing, the summary band, two columns with the story, a drawing, steps and learnings on the left
 * and the fact sheet and results on the right, links to the neighbouring cases), each a JSON file in ./templates/.
 * Text the owner must write is a placeholder in square brackets, which validation flags (./placeholders.ts) until it
 * is replaced; headings and terms any such page has are written out.
 */
import { definitionOf } from '../../blocks/schemas';
import { pageHeadingBlock } from '../../blocks/traits';
import blank from './templates/blank.json';
import caseStudy from './templates/case-study.json';

export const PAGE_TEMPLATES = ['blank', 'case-study'] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

/** The page the new one is listed on, when it has one: its route and title. */
export interface Listing {
  route: string;
  title: string;
}

/** "Work · {name}" → "Work". */
const shortTitle = (title: string) => title.split(' · ')[0].trim();

/** The templates' sections, as page documents write them (./templates/): the header's heading is the new page's name. */
const TEMPLATES: Record<PageTemplate, readonly Record<string, unknown>[]> = { blank, 'case-study': caseStudy };

/** The sections a template starts with, for a page named `name`; `listed` when a card on `listing` names it. */
export function templateSections(template: PageTemplate, name: string, listing?: Listing, listed = false): unknown[] {
  const back = listing ? { back: { label: `Back to ${shortTitle(listing.title)}`, href: listing.route } } : {};
  return structuredClone(TEMPLATES[template]).flatMap((section) => {
    const { type, ...fields } = section;
    if (type === pageHeadingBlock) return [{ type, ...back, ...fields, heading: name }];
    // Previous and next cases come from the listing's cards: only when the page has one there.
    const caseLinks = definitionOf(String(type)).caseLinks;
    if (caseLinks) return listing && listed ? [{ ...section, [caseLinks.listingField]: listing.route }] : [];
    return [section];
  });
}

/** The card that lists the new page on its listing, shaped as the listing's own cards are (their link text). */
export function listingCard(route: string, name: string, cards: unknown[]): Record<string, unknown> {
  const first = cards.find((card): card is Record<string, unknown> => typeof card === 'object' && card !== null);
  return {
    kicker: '[Company · Year]',
    title: name,
    text: '[The result, in one line]',
    href: route,
    ...(typeof first?.cta === 'string' ? { cta: first.cta } : {}),
  };
}
