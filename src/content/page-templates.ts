/**
 * What "New page" starts a page from: a blank page, or a case study built as the site's own are (a header with the
 * way back to its listing, two columns with the story on the left and the fact sheet and results on the right,
 * steps, learnings). Text the owner must write is a placeholder in square brackets, which validation flags
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

/** The sections a template starts with, for a page named `name`. */
export function templateSections(template: PageTemplate, name: string, listing?: Listing): unknown[] {
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
      type: 'two-column',
      main: [
        { ...prose('Overview', '[What the product is, who uses it and what you owned]'), id: 'overview' },
        prose('Situation', '[Where things stood before, with a figure if you have one]'),
        prose('Task', '[What you set out to change, and the constraints]'),
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
          items: [
            { term: 'Industry', value: '[Industry]' },
            { term: 'Role', value: '[Your role]' },
            { term: 'Team', value: '[Who you worked with]' },
            { term: 'Timeline', value: '[How long, and when]' },
          ],
        },
        {
          type: 'fact-sheet',
          heading: 'Results',
          emphasis: 'figures',
          items: [{ term: '[What you measured]', value: '[Before → after]' }],
        },
      ],
    },
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
