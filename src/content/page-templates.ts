/**
 * What "New page" starts a page from: a blank page, or a case study built as the site's own are (a header with the
 * way back to its listing, the summary band, two columns with the story, a drawing, steps and learnings on the left
 * and the fact sheet and results on the right, links to the neighbouring cases). Text the owner must write is a placeholder in square brackets, which validation flags
 * (./placeholders.ts) until it is replaced; headings and terms any such page has are written out.
 */
import { pageHeadingBlock } from '../blocks/traits';

export const PAGE_TEMPLATES = ['blank', 'case-study'] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

/** The page the new one is listed on, when it has one: its route and title. */
export interface Listing {
  route: string;
  title: string;
}

/** "Work · {name}" → "Work". */
const shortTitle = (title: string) => title.split(' · ')[0].trim();

const prose = (heading: string, placeholder: string) => ({ type: 'prose', heading, body: [placeholder] });

/** The sections a template starts with, for a page named `name`; `listed` when a card on `listing` names it. */
export function templateSections(template: PageTemplate, name: string, listing?: Listing, listed = false): unknown[] {
  const back = listing ? { back: { label: `Back to ${shortTitle(listing.title)}`, href: listing.route } } : {};
  if (template === 'blank')
    return [
      {
        type: pageHeadingBlock,
        ...back,
        heading: name,
        body: ['[The opening: what a visitor finds on this page and why it is worth their time]'],
      },
    ];
  return [
    {
      type: pageHeadingBlock,
      ...back,
      eyebrow: '[Company · Case study]',
      heading: name,
      body: ['[The case in two sentences: the problem, what you did and what changed]'],
    },
    {
      type: 'case-summary',
      role: '[Your role]',
      team: '[Who you worked with]',
      timeline: '[How long, and when]',
      results: [1, 2, 3].map(() => ({ value: '[Before → after]', label: '[What you measured]' })),
    },
    {
      type: 'two-column',
      main: [
        { ...prose('Overview', '[What the product is, who uses it and what you owned]'), id: 'overview' },
        prose('Situation', '[Where things stood before, with a figure if you have one]'),
        prose('Task', '[What you set out to change, and the constraints]'),
        {
          type: 'diagram',
          kind: 'flow',
          alt: '[What the drawing shows, in a sentence, for people who cannot see it]',
          caption: '[The change in a line]',
          before: { label: '[Before]', steps: ['[A step]', '[A step]', '[A step]'] },
          after: { label: '[After]', steps: ['[A step]', '[A step]'] },
        },
        {
          type: 'steps',
          heading: 'Action',
          items: [
            { title: '[First step]', text: '[What you did and why]' },
            { title: '[Second step]', text: '[What you did and why]' },
            { title: '[Third step]', text: '[What you did and why]' },
          ],
        },
        prose('Key Learnings', '[What you would tell the next person doing this]'),
      ],
      side: [
        {
          type: 'fact-sheet',
          heading: 'Quick Facts',
          items: [{ term: 'Industry', value: '[Industry]' }, { fromSummary: 'facts' }, { term: 'Tools', value: '[Tools]' }],
        },
        { type: 'fact-sheet', heading: 'Results', emphasis: 'figures', items: [{ fromSummary: 'results' }] },
      ],
    },
    // Previous and next cases come from the listing's cards: only when the page has one there.
    ...(listing && listed ? [{ type: 'case-nav', listing: listing.route }] : []),
  ];
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
