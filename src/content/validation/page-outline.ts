import { aboveHeadingBlocks, overlayBlocks, pageHeadingBlock } from '../../blocks/traits';
import { inlineLinks } from '../../schema/links';
import { messages } from '../../schema/messages';
import { z } from 'zod';
import { sectionSchema, type PageDocument } from '../../blocks/page';
import { wordsOf } from '../../schema/text-fields';
import type { Problem } from './zod-issues';

/** Below this many characters a page says too little to be worth its address (a heading and one sentence pass). */
export const MIN_VISIBLE_TEXT = 50;

const SECTION_LIST = z.array(sectionSchema);

/** Characters of text a visitor reads in a page's sections: their words, with "[label](url)" counted as its label. */
export function visibleTextLength(sections: unknown[]): number {
  return wordsOf(SECTION_LIST, sections).reduce((sum, words) => {
    const hidden = inlineLinks(words).reduce((total, link) => total + link.length - link.label.length, 0);
    return sum + words.trim().length - hidden;
  }, 0);
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
