import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the site's pages name their icon (index.html's <link rel="icon">), and where the editor writes a new one. */
export const ICON_ADDRESS = '/assets/favicon.svg';

/** An icon up to this size goes into every page; the drawn one is about 360 bytes, a photo wrapped in SVG far more. */
export const ICON_INLINE_LIMIT = 1024;

/** index.html's link to the icon, under whatever base path the build gives addresses. */
const ICON_LINK = new RegExp(
  `(<link rel="icon" type="image/svg\\+xml" href=")[^"]*?${ICON_ADDRESS.slice(1).replace(/\./g, '\\.')}("\\s*/?>)`,
);

/**
 * Writes the site's icon into the template's <link rel="icon"> when it is small. As a file it was one more request
 * on every first visit, asked for while the page is being drawn, on a connection of its own: a phone on a slow
 * network waits a round trip for it before its first screen is complete (Lighthouse counts it in the largest
 * paint). A larger icon stays a file. The page's policy allows data: pictures for it (./csp.ts).
 */
export function inlineIcon(template: string, outDir: string): string {
  const file = join(outDir, ...ICON_ADDRESS.slice(1).split('/'));
  if (!ICON_LINK.test(template) || !existsSync(file)) return template;
  const svg = readFileSync(file, 'utf8').trim();
  if (Buffer.byteLength(svg) > ICON_INLINE_LIMIT) return template;
  return template.replace(ICON_LINK, (_, start: string, end: string) => `${start}${svgDataUri(svg)}${end}`);
}

/**
 * A data: address of an SVG: its comments and the spaces between its tags dropped, its attributes in single quotes (as
 * XML allows; an address and a double-quoted HTML attribute hold them as they are, where a double quote costs three
 * bytes each), and percent-encoded what an address (a space among them) or a double-quoted HTML attribute cannot hold.
 */
export function svgDataUri(svg: string): string {
  const bare = svg.trim().replace(/<!--[\s\S]*?-->/g, '');
  return `data:image/svg+xml,${(bare.includes("'") ? bare : bare.replace(/"/g, "'"))
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ')
    .replace(/[ "%#&<>?[\\\]^`{|}]/g, encodeURIComponent)}`;
}
