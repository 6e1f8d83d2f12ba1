// Zod-free: the browser's code imports it (the feed links in a page's head), and a schema module would bring zod along.

/** The two files a page with "feed" publishes beside its route, and the content type each is served with. */
export const FEED_FORMATS = {
  atom: { file: 'feed.xml', type: 'application/atom+xml', name: 'Atom feed' },
  json: { file: 'feed.json', type: 'application/feed+json', name: 'JSON Feed' },
} as const;

export type FeedFormat = keyof typeof FEED_FORMATS;

/** How a host sends a feed: its type, and UTF-8, which both formats are written in. */
export const feedContentType = (format: FeedFormat) => `${FEED_FORMATS[format].type}; charset=utf-8`;

/** A page that publishes a feed: its route, and the feed's title. */
export interface SiteFeed {
  route: string;
  title: string;
}

/** The feed title of every route that publishes one, as the build finds it in the documents. */
export type FeedTitles = Record<string, string>;

/** Where a feed's file is, from the site's root: "/thoughts" → "/thoughts/feed.xml", "/" → "/feed.xml". */
export function feedPath(route: string, format: FeedFormat): string {
  return `${route === '/' ? '' : route}/${FEED_FORMATS[format].file}`;
}

/** Whether `route` is the feed's page or a page under it ("/thoughts/design" is under "/thoughts"; "/thoughtsx" is not). */
export function isInFeed(route: string, feedRoute: string): boolean {
  return feedRoute === '/' || route === feedRoute || route.startsWith(`${feedRoute}/`);
}

/** Each route whose document has "feed", with the feed's title: what the browser needs to offer a page the feed above it. */
export function feedTitles(documents: readonly { route: string; feed?: { title: string } }[]): FeedTitles {
  return Object.fromEntries(documents.flatMap((document) => (document.feed ? [[document.route, document.feed.title]] : [])));
}

/**
 * The feed a page belongs to: that of the nearest route at or above it in `feeds` (the build lists them from every
 * document, so an archive's week page, a copy of its document at another route, gets the archive's), else the
 * page's own, which its document alone tells when `feeds` is not at hand.
 */
export function feedOf(document: { route: string; feed?: { title: string } }, feeds: FeedTitles): SiteFeed | undefined {
  const nearest = Object.keys(feeds)
    .filter((route) => isInFeed(document.route, route))
    .sort((a, b) => b.length - a.length)[0];
  if (nearest !== undefined) return { route: nearest, title: feeds[nearest] };
  return document.feed && { route: document.route, title: document.feed.title };
}
