import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { withBase, withoutBase } from '../schema/links';
import { FIRST_ROUND_TRIP } from './first-round-trip';
import { serveSite } from './host/serve';
import { builtPages, routeOfPage, sentBytes } from './page-weight';
import { svgDataUri } from './prerender/inline-icon';

/** A page's first-screen picture (the one the prerender marks eager) drawn by an SVG file of the site. */
const EAGER_DRAWING = /<img\b(?=[^>]*\sloading="eager")(?![^>]*\ssrcset=)([^>]*?\ssrc=")([^"]+\.svg)("[^>]*>)/g;

/**
 * The drawing on a page's first screen goes into its HTML as a data: address when the page still arrives in the
 * first round trip with it. As a file it was one more request during the first paint, on a connection of its own:
 * a phone on a slow network waited a round trip more for the page's largest paint (/about's portrait: Lighthouse's
 * LCP 1.19× the reference's as a file, 1.00× inline). The file stays, for the page reached in the browser, whose
 * script names it, and for link previews; a photo (srcset) and the dark twin (lazy) stay files.
 * Measured as the site's server sends each page; a page over the round trip is left as it was. Returns the routes changed.
 */
export async function inlineFirstDrawings(dir: string, base = '/'): Promise<string[]> {
  const server = await serveSite(dir, 0, base);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const inlined: string[] = [];
  try {
    for (const file of builtPages(dir)) {
      const path = join(dir, file);
      const html = readFileSync(path, 'utf8');
      const withDrawing = html.replace(EAGER_DRAWING, (tag, start: string, src: string, end: string) => {
        const local = withoutBase(src, base);
        const drawing = local && join(dir, ...local.slice(1).split('/'));
        return drawing && existsSync(drawing) ? `<img${start}${svgDataUri(readFileSync(drawing, 'utf8'))}${end}` : tag;
      });
      if (withDrawing === html) continue;
      writeFileSync(path, withDrawing);
      const route = routeOfPage(file);
      if ((await sentBytes(origin + withBase(route, base))) <= FIRST_ROUND_TRIP) inlined.push(route);
      else writeFileSync(path, html);
    }
  } finally {
    server.close();
  }
  return inlined;
}
