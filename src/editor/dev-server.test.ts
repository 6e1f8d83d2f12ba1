import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PROJECT_ROOT = join(import.meta.dirname, '../..');
let server: ViteDevServer;
let origin = '';
let siteRootBefore: string | undefined;

// The project's own dev server, as `npm run dev` starts it, over the fixture site (only read here).
beforeAll(async () => {
  siteRootBefore = process.env.SITE_ROOT;
  process.env.SITE_ROOT = join(PROJECT_ROOT, 'tests/fixtures/site');
  server = await createServer({
    root: PROJECT_ROOT,
    configFile: join(PROJECT_ROOT, 'vite.config.ts'),
    configLoader: 'runner',
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1', watch: null },
    optimizeDeps: { noDiscovery: true, entries: [] },
  });
  await server.listen();
  origin = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
}, 30_000);
afterAll(async () => {
  await server?.close();
  if (siteRootBefore === undefined) delete process.env.SITE_ROOT;
  else process.env.SITE_ROOT = siteRootBefore;
});

/** Another dev server on the same machine, whose pages Vite's default CORS would answer. */
const OTHER_LOCALHOST = 'http://localhost:3000';

describe("the editor in the dev server, behind Vite's own middlewares", () => {
  it('grants no other origin CORS on its API, on a read or on a preflight', async () => {
    const read = await fetch(`${origin}/_edit/api/document?file=pages/about.json`, { headers: { Origin: OTHER_LOCALHOST } });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${origin}/_edit/api/document`, {
      method: 'OPTIONS',
      headers: { Origin: OTHER_LOCALHOST, 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBeGreaterThanOrEqual(400);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('still answers its own page', async () => {
    const response = await fetch(`${origin}/_edit/api/pages`, { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(response.status).toBe(200);
  });

  it.each(['/_edit', '/_edit/about', '/_edit/api/pages'])('lets only its own origin frame %s', async (path) => {
    const response = await fetch(`${origin}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
  });

  it('leaves the preview, which the editor frames, frameable by its own origin', async () => {
    const response = await fetch(`${origin}/_preview`);
    expect(response.status).toBe(200);
    expect([null, 'SAMEORIGIN']).toContain(response.headers.get('x-frame-options'));
    expect(response.headers.get('content-security-policy') ?? '').not.toMatch(/frame-ancestors 'none'/);
  });
});
