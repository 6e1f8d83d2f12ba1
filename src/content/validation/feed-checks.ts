import type { PageDocument, Section } from '../../blocks/page';
import { definitionOf } from '../../blocks/schemas';
import { columnsOf } from '../../blocks/sections';
import { isInFeed } from '../../schema/feeds';
import { messages } from '../../schema/messages';
import type { JsonPath } from '../../schema/json';
import type { Problem } from './zod-issues';

/** Each section with where it sits in the document: a layout's own sections, then those in its columns. */
function placedSections(sections: readonly Section[], path: JsonPath = ['sections']): { section: Section; path: JsonPath }[] {
  return sections.flatMap((section, i) => [
    { section, path: [...path, i] },
    ...columnsOf(section).flatMap(([column, nested]) => placedSections(nested, [...path, i, column])),
  ]);
}

/**
 * Warnings, not errors: on a page with "feed" or under one, an item its block leaves out of the feed for want of a
 * date (a linked article without "date"), which the owner may not mean.
 */
export function undatedFeedArticles(document: PageDocument, feedRoutes: readonly string[]): Problem[] {
  if (!feedRoutes.some((route) => isInFeed(document.route, route))) return [];
  return placedSections(document.sections).flatMap(({ section, path }) =>
    (definitionOf(section.type).feed?.undated?.(section as never) ?? []).map((at) => ({
      path: [...path, ...at],
      message: messages.UndatedFeedArticle(),
    })),
  );
}
