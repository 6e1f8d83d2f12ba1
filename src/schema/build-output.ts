/**
 * What the build writes beside the pages, at the site's root: the one list of those names, which the build's own
 * modules take their folders from and which no page's route may claim (a page at /build would be served with the
 * year-long caching of Vite's hashed files; one at /og would be overwritten by the share cards). Zod-free: the
 * browser imports it.
 */
export const BUILD_FOLDERS = {
  /** Vite's content-hashed files (vite.config.ts, build.assetsDir). */
  hashed: 'build',
  /** The photos' encoded files. */
  pictures: '_pictures',
  /** The share cards drawn for pages that name no picture of their own. */
  shareCards: 'og',
  /** The archives' search indexes (the site's own is search-index.json beside it). */
  searchIndex: 'search-index',
  /** public/assets/, copied as it is. */
  assets: 'assets',
} as const;

/** Pages the build writes itself, and a name hosts read as the folder's own page. */
const BUILD_PAGES = ['404', 'index'];

/** Deeper than any site needs, shallow enough that no page's file path gets near what a disk accepts. */
export const MAX_ROUTE_DEPTH = 8;
/** As for an upload's name: longer is no page's, and the disk refuses a name past 255 bytes. */
export const MAX_ROUTE_SEGMENT = 100;

const RESERVED_FIRST = new Set<string>([...Object.values(BUILD_FOLDERS), ...BUILD_PAGES]);

/** The part of `route` ("/og/about") that the build owns, if any: its first segment, or an "index" anywhere. */
export function reservedPart(route: string): string | undefined {
  const segments = route.split('/').filter(Boolean);
  if (segments[0] !== undefined && RESERVED_FIRST.has(segments[0])) return `/${segments[0]}`;
  return segments.includes('index') ? 'index' : undefined;
}
