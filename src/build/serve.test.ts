import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFile } from './headers-file';
import { serveSite } from './serve';

const BYTES = '0123456789abcdefghij';
let dir = '';
let server: Server;
let port = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-'));
  mkdirSync(join(dir, 'about'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'about/index.html'), '<h1>About</h1>');
  writeFileSync(join(dir, '404.html'), '<h1>Not found</h1>');
  writeFileSync(join(dir, 'assets/data.txt'), BYTES);
  mkdirSync(join(dir, 'build'));
  writeFileSync(join(dir, 'build/index-Ab12Cd34.js'), 'export {};');
  writeFileSync(join(dir, '_headers'), headersFile("default-src 'self'", '/'));
  server = await serveSite(dir, 0);
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(dir, { recursive: true, force: true });
});

/** A raw request, as any client may send it: no browser normalises the headers. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET', to = port) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((done, fail) => {
    const req = request({ host: '127.0.0.1', port: to, path, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('npm run serve answers byte ranges as RFC 9110 says', () => {
  it.each(['bytes=5-4', 'bytes=50-10', 'bytes=20-', 'bytes=999-1000'])(
    'refuses the unsatisfiable range %s with 416, and keeps serving',
    async (range) => {
      const answer = await get('/assets/data.txt', { Range: range });
      expect(answer.status).toBe(416);
      expect(answer.headers['content-range']).toBe(`bytes */${BYTES.length}`);
      expect((await get('/about')).status).toBe(200);
    },
  );

  it.each([
    ['bytes=5-9', '56789', 'bytes 5-9/20'],
    ['bytes=-5', 'fghij', 'bytes 15-19/20'],
    ['bytes=15-', 'fghij', 'bytes 15-19/20'],
    ['bytes=0-18446744073709551615', BYTES, 'bytes 0-19/20'],
  ])('serves %s as the bytes %s', async (range, bytes, contentRange) => {
    const answer = await get('/assets/data.txt', { Range: range });
    expect(answer.status).toBe(206);
    expect(answer.body).toBe(bytes);
    expect(answer.headers['content-range']).toBe(contentRange);
    expect(answer.headers['content-length']).toBe(String(bytes.length));
  });

  it.each(['items=0-5', 'bytes=abc'])('ignores the range %s, which it cannot read, and sends the whole file', async (range) => {
    const answer = await get('/assets/data.txt', { Range: range });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(BYTES);
  });
});

describe('npm run serve maps addresses as a static host does', () => {
  it.each(['/about', '/about/', '/about/index.html'])('serves %s from about/index.html', async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toBe('<h1>About</h1>');
  });

  it.each(['/missing', '/assets/nothing.js', '/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd'])(
    'answers %s with 404.html and status 404',
    async (path) => {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(answer.body).toBe('<h1>Not found</h1>');
    },
  );

  it('answers HEAD with headers and no body', async () => {
    const answer = await get('/assets/data.txt', {}, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-length']).toBe('20');
    expect(answer.body).toBe('');
  });
});

describe('npm run serve sends the headers of the site’s _headers file, as the host does', () => {
  it.each(['/about', '/assets/data.txt', '/build/index-Ab12Cd34.js', '/missing'])('on %s', async (path) => {
    const { headers } = await get(path);
    expect(headers['content-security-policy']).toBe("default-src 'self'; frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  });

  it('caches hashed build files for a year, and nothing else', async () => {
    expect((await get('/build/index-Ab12Cd34.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/data.txt')).headers['cache-control']).not.toContain('immutable');
    expect((await get('/about')).headers['cache-control']).not.toContain('immutable');
  });

  it('does not publish _headers itself', async () => {
    expect((await get('/_headers')).status).toBe(404);
  });
});

describe('npm run serve under a base path, as GitHub Pages serves a project site', () => {
  let based: Server;
  let basedPort = 0;
  beforeAll(async () => {
    // The same folder, with _headers as a build under /portfolio/ writes it.
    writeFileSync(join(dir, '_headers'), headersFile("default-src 'self'", '/portfolio/'));
    based = await serveSite(dir, 0, '/portfolio/');
    basedPort = (based.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((done) => based.close(done));
    writeFileSync(join(dir, '_headers'), headersFile("default-src 'self'", '/'));
  });
  const ask = (path: string) => get(path, {}, 'GET', basedPort);

  it.each(['/portfolio/about', '/portfolio/about/'])('serves the folder there: %s', async (path) => {
    const answer = await ask(path);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('<h1>About</h1>');
    expect(answer.headers['content-security-policy']).toBe("default-src 'self'; frame-ancestors 'none'");
  });

  it('answers a missing address inside with the site’s 404.html', async () => {
    const answer = await ask('/portfolio/missing');
    expect(answer.status).toBe(404);
    expect(answer.body).toBe('<h1>Not found</h1>');
  });

  it.each(['/about', '/', '/portfolios/about', '/build/index-Ab12Cd34.js'])('answers %s, outside it, with a plain 404', async (path) => {
    const answer = await ask(path);
    expect(answer.status).toBe(404);
    expect(answer.body).toBe('Not found');
  });

  it('applies the _headers rules at their addresses under the base path', async () => {
    expect((await ask('/portfolio/build/index-Ab12Cd34.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await ask('/portfolio/_headers')).status).toBe(404);
  });
});

describe('npm run serve, as its own process', () => {
  it('is still serving after requests for impossible ranges', async () => {
    const script = join(import.meta.dirname, '../../scripts/serve.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', script, dir, '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const started = await new Promise<string>((done, fail) => {
        child.stdout.on('data', (chunk: Buffer) => done(chunk.toString()));
        child.on('exit', (code) => fail(new Error(`serve exited with ${code}`)));
      });
      const ownPort = Number(/localhost:(\d+)/.exec(started)?.[1]);
      const bad = ['bytes=5-4', 'bytes=50-10', 'bytes=0-18446744073709551615', 'bytes=-5'];
      const askOwn = (path: string, headers = {}) => get(path, headers, 'GET', ownPort);
      for (const range of bad) await askOwn('/assets/data.txt', { Range: range });
      expect((await askOwn('/about')).status).toBe(200);
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill();
    }
  }, 20_000);
});
