import { aboveHeadingBlocks, overlayBlocks, pageHeadingBlock } from '../blocks/traits';
import { inlineLinks } from '../schema/links';
import { messages } from '../schema/messages';
import type { PageDocument } from '../blocks/page';
import type { Problem } from './zod-issues';

/** Below this many characters a page says too little to be worth its address (a heading and one sentence pass). */
export const MIN_VISIBLE_TEXT = 50;

/** Fields that hold addresses, names for the code or screen-reader text: nothing a visitor reads on the page. */
const NOT_SHOWN = new Set([
  'type',
  'id',
  'kind',
  'href',
  'link',
  'url',
  'website',
  'src',
  'alt',
  'icon',
  'tone',
  'variant',
  'searchFields',
  'field',
  'labels',
  'iconPool',
  'listing',
  'fromSummary',
]);

/** Characters of text a visitor reads in a value: its strings, with "[label](url)" counted as its label. */
export function visibleTextLength(value: unknown): number {
  if (typeof value === 'string') {
    const hidden = inlineLinks(value).reduce((sum, link) => sum + link.length - link.label.length, 0);
    return value.trim().length - hidden;
  }
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + visibleTextLength(item), 0);
  if (value && typeof value === 'object') {
    return Object.entries(value).reduce((sum, [key, field]) => sum + (NOT_SHOWN.has(key) ? 0 : visibleTextLength(field)), 0);
  }
  return 0;
}

/**
 * What a page needs beyond each section's own shape: one "page-header" (its h1)
 * as the first section that takes a place in the flow (a fixed bar or a
 * breadcrumb trail may come before it), and enough text to read.
 */
export function outlineProblems(document: PageDocument): Problem[] {
  const problems: Problem[] = [];
  const inFlow = document.sections.flatMap((section, index) =>
    overlayBlocks.has(section.type) || aboveHeadingBlocks.has(section.type) ? [] : [{ section, index }],
  );
  const headers = inFlow.filter(({ section }) => section.type === pageHeadingBlock);
  if (headers.length === 0) problems.push({ path: ['sections'], message: messages.NoPageHeader() });
  else if (headers[0] !== inFlow[0]) problems.push({ path: ['sections', headers[0].index], message: messages.PageHeaderNotFirst() });
  for (const { index } of headers.slice(1)) problems.push({ path: ['sections', index], message: messages.SecondPageHeader() });
  const length = visibleTextLength(document.sections);
  if (length < MIN_VISIBLE_TEXT) problems.push({ path: ['sections'], message: messages.TooLittleText(length, MIN_VISIBLE_TEXT) });
  return problems;
}

/** About where search engines and link previews cut a page's title and description. */
export const SNIPPET_LIMITS = { title: 60, description: 160 } as const;

/** Warnings, not errors: a long title still works, but a visitor finding it in search results reads only its start. */
export function snippetProblems(document: Pick<PageDocument, 'title' | 'description'>): Problem[] {
  return (['title', 'description'] as const).flatMap((field) => {
    const length = [...document[field]].length;
    const limit = SNIPPET_LIMITS[field];
    return length > limit ? [{ path: [field], message: messages.CutInSearchResults(field, length, limit) }] : [];
  });
}
