import { SEARCH_INDEX_PATH } from '../../behaviours/site-search';
import { BUILD_FOLDERS } from '../../schema/build-output';
import { FEED_FORMATS, feedContentType } from '../../schema/feeds';
import { withBase } from '../../schema/links';
import { PICTURES_DIR } from '../../schema/picture-variants';

/**
 * The `_headers` file (Netlify and Cloudflare Pages read it from the site's root folder;
 * `npm run serve` applies the same file). It carries what a <meta> tag cannot.
 */

/** Where Vite writes its content-hashed files (vite.config.ts, build.assetsDir). */
export const HASHED_DIR = BUILD_FOLDERS.hashed;

/**
 * Powerful features denied to the site and to anything it embeds. Every other such feature is already off in a
 * cross-origin frame unless its `allow` names it, and only a script could ask for it here, which the
 * Content-Security-Policy keeps out; listing them all cost 220 bytes of every page's first round trip.
 */
const DENIED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb'];

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/**
 * `policy` is the pages' Content-Security-Policy; frame-ancestors works only as a header, so it is added here.
 * Rules match the addresses visitors ask for, so under a base path they name it ("/portfolio/build/*").
 */
export function headersFile(policy: string, basePath: string): string {
  return `# Written by npm run build (src/build/host/headers-file.ts): edit that file, not this one.
${withBase('/*', basePath)}
  Content-Security-Policy: ${policy}; frame-ancestors 'none'
  X-Content-Type-Options: nosniff
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: ${PERMISSIONS_POLICY}

# Vite's output: every name carries a hash of the content, so a changed file is a new address.
# (public/assets/ is copied as it is, unhashed, and keeps the host's default caching.)
${withBase(`/${HASHED_DIR}/*`, basePath)}
  Cache-Control: public, max-age=31536000, immutable

# The photos' files (src/build/assets/picture-files.ts): each name carries a hash of the photo and the encoder's settings.
${withBase(`/${PICTURES_DIR}/*`, basePath)}
  Cache-Control: public, max-age=31536000, immutable

# The search index keeps one address across builds, so a page open since the last deploy still
# finds it; the browser asks again each time (a 304 when unchanged) so edits are found at once.
${withBase(SEARCH_INDEX_PATH, basePath)}
  Cache-Control: no-cache

# Each archive's entries, indexed apart (search-index.ts), likewise.
${withBase(`/${BUILD_FOLDERS.searchIndex}/*`, basePath)}
  Cache-Control: no-cache

# Feeds (src/build/feeds-and-search/feeds.ts), beside the route of each page with "feed": a host would send them as plain XML and JSON.
${withBase(`/*/${FEED_FORMATS.atom.file}`, basePath)}
  Content-Type: ${feedContentType('atom')}
${withBase(`/*/${FEED_FORMATS.json.file}`, basePath)}
  Content-Type: ${feedContentType('json')}
`;
}
