import { isInFeed } from '../schema/feeds';
import { messages } from '../schema/messages';
import type { PageDocument, Section } from '../schema/page';
import type { JsonPath } from './json-source';
import type { Problem } from './zod-issues';

/** Each section with where it sits in the document: a layout's own sections, then those in its columns. */
function placedSections(sections: readonly Section[]): { section: Section; path: JsonPath }[] {
  return sections.flatMap((section, i) => [
    { section, path: ['sections', i] },
    ...(section.type === 'two-column'
      ? (['main', 'side'] as const).flatMap((column) =>
          section[column].map((nested, j) => ({ section: nested, path: ['sections', i, column, j] })),
        )
      : []),
  ]);
}

/**
 * Warnings, not errors: on a page with "feed" or under one, a linked article without "date" is left out of the
 * feed, which the owner may not mean. Placeholder cards (no "href") have nothing to read yet and are never in it.
 */
export function undatedFeedArticles(document: PageDocument, feedRoutes: readonly string[]): Problem[] {
  if (!feedRoutes.some((route) => isInFeed(document.route, route))) return [];
  return placedSections(document.sections).flatMap(({ section, path }) =>
    section.type === 'article-grid'
      ? section.items.flatMap((item, i) =>
          item.href && !item.date ? [{ path: [...path, 'items', i], message: messages.UndatedFeedArticle() }] : [],
        )
      : [],
  );
}
