// The entries of a page's feed, gathered from the dated items its sections, and those of the pages under it, hold:
// each block with a feed trait (src/blocks/<type>/index.ts) says what its entries are.
import { storyAnchor } from '../../behaviours/archive-paging';
import type { PageDocument } from '../../blocks/page';
import { definitionOf } from '../../blocks/schemas';
import { everySection } from '../../blocks/sections';
import { archiveOf, weekPageOf } from '../../content/derivation/archive-pages';
import type { FeedEntry } from '../../schema/feed-entries';
import { isInFeed } from '../../schema/feeds';

/** Feed readers keep what they have read; a feed carries the newest entries only. */
export const MAX_FEED_ENTRIES = 50;

/** The entries of one document's sections, each story linked to the page that shows it. */
function documentEntries(document: PageDocument, siteBase: string): FeedEntry[] {
  const archive = archiveOf(document);
  const weekPage = weekPageOf(document);
  return everySection(document.sections).flatMap((section) => {
    const feed = definitionOf(section.type).feed;
    if (!feed) return [];
    const page = archive?.section === section && weekPage ? weekPage : () => document.route;
    return feed.entries(section as never, {
      route: document.route,
      siteBase,
      storyUrl: (week, id) => `${siteBase}${page(week)}#${storyAnchor(id)}`,
    });
  });
}

/**
 * The newest entries of the feed at `feedRoute`, newest first: the dated items of that page's sections and of
 * the pages under it. An article listed on two pages is one entry (the first listing's). `siteBase` is where the
 * site lives, base path included ("https://owner.github.io/portfolio": siteBase in src/schema/links.ts).
 */
export function feedEntries(feedRoute: string, documents: readonly PageDocument[], siteBase: string): FeedEntry[] {
  const entries = documents
    .filter((document) => isInFeed(document.route, feedRoute))
    .flatMap((document) => documentEntries(document, siteBase));
  const unique = entries.filter((entry, i) => entries.findIndex((other) => other.id === entry.id) === i);
  return unique.sort((a, b) => b.date.localeCompare(a.date)).slice(0, MAX_FEED_ENTRIES);
}
