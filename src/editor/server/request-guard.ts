/**
 * Who may use the editor's API: only the owner's browser, on this machine, at a loopback address, on the editor's
 * own page. Another machine (`npm run dev -- --host` listens on the network) and another site open in the same
 * browser must neither read the documents nor write them.
 */
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv6 } from 'node:net';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * Whether a connection's remote address is this machine's loopback: 127.0.0.0/8 or ::1, also as an IPv6 socket
 * writes them (::ffff:127.0.0.1). Headers are the peer's to write; the address is the system's.
 */
export function isLoopback(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
}

/** A loopback name, with a port or without; anything else may be a DNS name rebound to 127.0.0.1 by another site. */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/** Why the request is refused, or undefined when it may go on. */
export function refusal(req: IncomingMessage): string | undefined {
  const peer = req.socket.remoteAddress;
  if (!isLoopback(peer)) {
    return `the editor answers only to this machine, not to ${peer ?? 'an unknown address'}; run npm run dev where the site's files are and open http://localhost:<port>/_edit there`;
  }
  const host = req.headers.host;
  if (!host || !LOOPBACK_HOST.test(host)) {
    return `the editor answers only at localhost, 127.0.0.1 or [::1], not at ${JSON.stringify(host ?? '')}; open it at http://localhost:<port>/_edit`;
  }
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    return `the editor answers only its own page, and this request came from another site (${fetchSite})`;
  }
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const origin = req.headers.origin?.toLowerCase();
  const own = [`http://${host.toLowerCase()}`, `https://${host.toLowerCase()}`];
  if (!origin || !own.includes(origin)) {
    return `the editor changes files only for its own page at ${own[0]}, and this request came from ${origin ? JSON.stringify(origin) : 'no page it could name'}`;
  }
  return undefined;
}

/**
 * Why the dev server refuses a request, if it does: what another site's page asks of it (a picture, a script, a
 * fetch; another port of localhost is another site too) would reach the owner's drafts and sources, and Vite's
 * /__open-in-editor starts a program on this machine, so it answers the owner's own pages alone, as the editor's
 * API does. An address typed or a link followed to the site is still a visit like any other.
 */
export function devServerRefusal(req: IncomingMessage): string | undefined {
  const path = (req.url ?? '').split('?')[0];
  if (path.endsWith('/__open-in-editor')) return refusal(req);
  const fetchSite = req.headers['sec-fetch-site'];
  if ((fetchSite === 'cross-site' || fetchSite === 'same-site') && req.headers['sec-fetch-mode'] !== 'navigate') {
    return `the dev server answers only its own pages, and this request came from another site (${fetchSite})`;
  }
  return undefined;
}
