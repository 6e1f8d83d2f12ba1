import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedContentType, feedPath, type FeedFormat } from '../../schema/feeds';
import { withBase } from '../../schema/links';
import { headersFile } from '../host/headers-file';
import { serveSite } from '../host/serve';

/** Long and repetitive enough that compressing it must shrink it, as a feed of fifty entries is. */
const FEED = {
  atom: `<feed xmlns="http://www.w3.org/2005/Atom">${'<entry/>'.repeat(200)}</feed>`,
  json: JSON.stringify({ items: Array(200).fill({}) }),
};
const servers: Server[] = [];
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  folders.forEach((folder) => rmSync(folder, { recursive: true, force: true }));
});

type Get = (path: string) => Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>;

/** A built site holding the feeds of `routes`, a sitemap, a search index and the _headers a build under `basePath` writes, served by npm run serve. */
async function siteWithFeeds(routes: string[], basePath: string): Promise<Get> {
  const dir = mkdtempSync(join(tmpdir(), 'feed-headers-'));
  folders.push(dir);
  writeFileSync(join(dir, 'sitemap.xml'), '<urlset/>');
  writeFileSync(join(dir, 'search-index.json'), '{}');
  for (const route of routes) {
    for (const format of ['atom', 'json'] as const) {
      const file = join(dir, feedPath(route, format));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, FEED[format]);
    }
  }
  writeFileSync(join(dir, '_headers'), headersFile("default-src 'self'", basePath));
  const server = await serveSite(dir, 0, basePath);
  servers.push(server);
  const port = (server.address() as AddressInfo).port;
  return (path) =>
    new Promise((done, fail) => {
      const req = request({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', fail);
      req.end();
    });
}

describe.each(['/', '/portfolio/'])('feeds in a site built under %s', (basePath) => {
  const routes = ['/notes', '/resources/ai-news'];
  const formats: FeedFormat[] = ['atom', 'json'];
  let get: Get;
  beforeAll(async () => {
    get = await siteWithFeeds(routes, basePath);
  });

  it.each(routes.flatMap((route) => formats.map((format) => [feedPath(route, format), format] as const)))(
    '%s goes out with its feed type, compressed as other text',
    async (path, format) => {
      const answer = await get(withBase(path, basePath));
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe(feedContentType(format));
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(brotliDecompressSync(answer.body).toString()).toBe(FEED[format]);
    },
  );

  it('leaves other XML and JSON as they were', async () => {
    expect((await get(withBase('/sitemap.xml', basePath))).headers['content-type']).not.toContain('atom');
    expect((await get(withBase('/search-index.json', basePath))).headers['content-type']).not.toContain('feed');
  });
});
