import { readdirSync } from 'node:fs';
import { Agent, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, dirname } from 'node:path';
import { withBase } from '../schema/links';
import { FIRST_ROUND_TRIP } from './first-round-trip';
import { serveSite } from './host/serve';

/**
 * The bytes a phone receives for an address, compressed as it asks: everything the connection carried
 * (status line, headers, and the chunked body's framing, which Lighthouse counts too).
 */
export function sentBytes(url: string): Promise<number> {
  return new Promise((done, fail) => {
    // A connection of its own, kept alive as a browser's is (the server's answer then says so in its headers).
    const agent = new Agent({ keepAlive: true });
    get(url, { agent, headers: { 'accept-encoding': 'br' } }, (response) => {
      const { socket } = response;
      response.resume();
      response.on('end', () => {
        done(socket.bytesRead);
        agent.destroy();
      });
    }).on('error', fail);
  });
}

/** The page files of a built site (every index.html), relative to its folder. */
export const builtPages = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => basename(file) === 'index.html');

/** The route a built page file serves, e.g. "work/flair-oci/index.html" → "/work/flair-oci". */
export function routeOfPage(file: string): string {
  const folder = dirname(file);
  return folder === '.' ? '/' : `/${folder.split('\\').join('/')}`;
}

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
        const route = routeOfPage(file);
        return { route, bytes: await sentBytes(origin + withBase(route, base)) };
      }),
    );
    return measured.filter(({ bytes }) => bytes > FIRST_ROUND_TRIP).sort((a, b) => b.bytes - a.bytes);
  } finally {
    server.close();
  }
}
