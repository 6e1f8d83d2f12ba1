import { createHash } from 'node:crypto';
import { EMBED_ORIGIN, THUMBNAIL_ORIGIN } from '../../schema/video';

/**
 * The Content-Security-Policy of the prerendered pages: everything comes from the site's own
 * origin, no inline script but the few invariant ones the build writes (the colour-scheme script,
 * the loader of the site's stylesheet and the app; each allowed by its hash), and the one remote call
 * (the resume lookup) may reach the storage origin only when the build has one.
 *
 * Styles are the one compromise, and the choice is deliberate:
 * - <style> blocks: the page's inline rules (./critical-css.ts).
 *   Each is allowed by the sha256 of its exact text, taken from the page as prerendered; nothing
 *   else may add or change a <style> (the site keeps those blocks constant once the page is live:
 *   see Shell.tsx and the plain-CSS grids).
 * - style="" attributes: Mantine draws most components with them (CSS variables such as
 *   --button-height), 12 to 37 distinct ones a page. They get style-src-attr 'unsafe-inline'.
 *   Hashing them ('unsafe-hashes') would cost about 2 kB of hashes in every page and a policy
 *   that differs per page, too long for a host's header line; and what it would stop is small:
 *   a style attribute runs no script and cannot select other elements, and the url() it could
 *   load is held to this origin by img-src and font-src. React sets styles after hydration
 *   through the CSSOM, which CSP does not govern, so no other style attribute ever needs allowing.
 */
export interface PolicyOptions {
  /** sha256 sources of the <style> blocks to allow, e.g. "'sha256-…'". */
  styleHashes: string[];
  /** sha256 sources of the inline <script> blocks to allow. */
  scriptHashes?: string[];
  /** Origins scripts may fetch from besides the site, e.g. the storage server. */
  connectOrigins?: string[];
}

/** The hash source CSP compares a <style> element's text with. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Hash sources of every inline block of one element in a page, in order of first appearance. The
 * HTML parser turns CR LF into LF before the browser hashes the text, so the same is done here.
 */
function blockHashes(html: string, element: RegExp): string[] {
  const blocks = [...html.matchAll(element)].map((match) => match[1].replace(/\r\n?/g, '\n'));
  return [...new Set(blocks.map(hashSource))];
}

export const styleHashes = (html: string) => blockHashes(html, /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi);

/** Inline scripts only: a <script src> is allowed by 'self', and JSON-LD data blocks never run. */
export const scriptHashes = (html: string) =>
  blockHashes(html, /<script\b(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script\s*>/gi);

export function contentSecurityPolicy({ styleHashes, scriptHashes = [], connectOrigins = [] }: PolicyOptions): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    `style-src 'self' ${styleHashes.join(' ')}`.trim(),
    "style-src-attr 'unsafe-inline'",
    // Video thumbnails, and the site's icon, written into each page (./inline-icon.ts).
    `img-src 'self' data: ${THUMBNAIL_ORIGIN}`,
    // The headings' typeface, built into the site's own files (./heading-font.ts).
    "font-src 'self'",
    `frame-src ${EMBED_ORIGIN}`,
    `connect-src ${["'self'", ...connectOrigins].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * The policy the host sends as a header, the same for every page: the pages' own, except that it leaves
 * <style> blocks to each page's <meta> policy, which allows its own by hash (a browser applies both
 * policies, so a block must pass both). Listing every page's blocks here, as it once did, made the header
 * grow with the site (1.6 kB on every response; on a phone that tips a page over the first 14 kB
 * round trip) and change with every content edit.
 */
export function headerPolicy(options: Omit<PolicyOptions, 'styleHashes'>): string {
  return contentSecurityPolicy({ ...options, styleHashes: ["'unsafe-inline'"] });
}

/** Redirect pages load nothing at all. */
export const REDIRECT_PAGE_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'";

/** The policy as the first thing in <head>: a <meta> policy covers only what comes after it. */
export function policyMeta(policy: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
}
