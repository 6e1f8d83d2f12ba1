import { readdirSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, dirname } from 'node:path';
import { withBase } from '../schema/links';
import { FIRST_ROUND_TRIP } from './first-round-trip';
import { serveSite } from './host/serve';

/** The bytes a phone receives for an address, status line and headers included, compressed as it asks. */
export function sentBytes(url: string): Promise<number> {
  return new Promise((done, fail) =>
    get(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
      let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
      for (let i = 0; i < response.rawHeaders.length; i += 2)
        bytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => done(bytes));
    }).on('error', fail),
  );
}

/** The page files of a built site (every index.html), relative to its folder. */
export const builtPages = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => basename(file) === 'index.html');

/**
 * The pages of a built site whose response, as the site's own server sends it (its headers, brotli at the
 * quality hosts use on the fly), will not arrive in the first round trip; largest first.
 */
export async function overFirstRoundTrip(dir: string, base = '/'): Promise<{ route: string; bytes: number }[]> {
  const server = await serveSite(dir, 0, base);
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const measured = await Promise.all(
      builtPages(dir).map(async (file) => {
        const folder = dirname(file);
        const route = folder === '.' ? '/' : `/${folder.split('\\').join('/')}`;
        return { route, bytes: await sentBytes(origin + withBase(route, base)) };
      }),
    );
    return measured.filter(({ bytes }) => bytes > FIRST_ROUND_TRIP).sort((a, b) => b.bytes - a.bytes);
  } finally {
    server.close();
  }
}
