import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateCoding } from './content-coding';
import { headersFile } from './headers-file';
import { serveSite } from './serve';

const BYTES = '0123456789abcdefghij';
/** Text long and repetitive enough that compressing it must shrink it. */
const STYLES = '.card { color: #1b2030; padding: 1rem; }\n'.repeat(200);
/** A PNG's signature and some bytes: already compressed, so sent as it is. */
const PICTURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({ length: 200 }, (_, i) => i % 7)]);
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
  writeFileSync(join(dir, 'build/index-Ab12Cd34.css'), STYLES);
  writeFileSync(join(dir, 'assets/picture.png'), PICTURE);
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

/** A raw request whose body is kept as bytes, to be decoded by the test. */
function getBytes(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

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

describe('npm run serve answers reads only', () => {
  it.each(['PUT', 'DELETE', 'POST', 'PATCH', 'TRACE', 'PROPFIND', 'OPTIONS'])(
    'refuses %s with 405, saying it allows GET and HEAD',
    async (method) => {
      for (const path of ['/about', '/missing']) {
        const answer = await get(path, {}, method);
        expect([answer.status, answer.headers.allow], `${method} ${path}`).toEqual([405, 'GET, HEAD']);
        expect(answer.body).not.toContain('About');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
      }
      expect((await get('/about')).status).toBe(200);
    },
  );
});

describe('npm run serve keeps to its folder', () => {
  let outside = '';
  beforeAll(() => {
    outside = mkdtempSync(join(tmpdir(), 'serve-outside-'));
    writeFileSync(join(outside, 'secret.txt'), 'secret');
    mkdirSync(join(outside, 'folder'));
    writeFileSync(join(outside, 'folder/index.html'), '<h1>Secret</h1>');
    symlinkSync(join(outside, 'secret.txt'), join(dir, 'assets/secret.txt'));
    symlinkSync(join(outside, 'folder'), join(dir, 'elsewhere'));
    symlinkSync(join(outside, 'folder/index.html'), join(dir, 'secret.html'));
    symlinkSync(join(dir, 'assets/data.txt'), join(dir, 'assets/same.txt'));
  });
  afterAll(() => {
    for (const link of ['assets/secret.txt', 'elsewhere', 'secret.html', 'assets/same.txt']) rmSync(join(dir, link));
    rmSync(outside, { recursive: true, force: true });
  });

  it.each(['/assets/secret.txt', '/elsewhere', '/elsewhere/', '/elsewhere/index.html', '/secret', '/secret.html'])(
    'answers %s, a link to a file outside it, with its 404 page',
    async (path) => {
      for (const method of ['GET', 'HEAD']) {
        const answer = await get(path, {}, method);
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(answer.body).not.toContain('ecret');
      }
    },
  );

  it('serves a link that stays inside it', async () => {
    const answer = await get('/assets/same.txt');
    expect([answer.status, answer.body]).toEqual([200, BYTES]);
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

  it('does not publish _headers itself, however its address is written', async () => {
    for (const path of ['/_headers', '/%5fheaders', '/%5Fheaders', '/_header%73', '/build/..%2f_headers', '/assets/%2e%2e/_headers']) {
      expect((await get(path)).status, path).toBe(404);
    }
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
  const script = join(import.meta.dirname, '../../../scripts/serve.ts');
  /** Starts the script with `args`; answers the port it serves on and the process. */
  async function start(args: string[]) {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    const started = await new Promise<string>((done, fail) => {
      child.stdout.on('data', (chunk: Buffer) => done(chunk.toString()));
      child.on('exit', (code) => fail(new Error(`serve exited with ${code}`)));
    });
    return { child, started, port: Number(/localhost:(\d+)/.exec(started)?.[1]) };
  }

  it.each([
    ['a folder and a port as positionals', (folder: string) => [folder, '0']],
    ['--port and --dir, as npm run serve -- --port 5421 gives them', (folder: string) => ['--port', '0', '--dir', folder]],
  ])(
    'takes %s',
    async (_, args) => {
      const { child, started, port } = await start(args(dir));
      try {
        expect(started).toContain(`Serving ${dir} at`);
        expect((await get('/about', {}, 'GET', port)).status).toBe(200);
      } finally {
        child.kill();
      }
    },
    20_000,
  );

  it('is still serving after requests for impossible ranges', async () => {
    const { child, port: ownPort } = await start([dir, '0']);
    try {
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

describe('npm run serve compresses text as hosts do', () => {
  it.each([
    ['/about', '<h1>About</h1>'],
    ['/build/index-Ab12Cd34.js', 'export {};'],
    ['/build/index-Ab12Cd34.css', STYLES],
    ['/assets/data.txt', BYTES],
  ])('sends %s in brotli or gzip, as the client asks, and says it varies with Accept-Encoding', async (path, text) => {
    for (const coding of ['br', 'gzip'] as const) {
      const answer = await getBytes(path, { 'Accept-Encoding': coding });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(coding);
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(decode[coding](answer.body).toString()).toBe(text);
    }
  });

  it('makes repetitive text smaller', async () => {
    const answer = await getBytes('/build/index-Ab12Cd34.css', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.length).toBeLessThan(STYLES.length / 10);
  });

  it('keeps the host headers on a compressed answer', async () => {
    const { headers } = await getBytes('/build/index-Ab12Cd34.js', { 'Accept-Encoding': 'br' });
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['content-security-policy']).toBe("default-src 'self'; frame-ancestors 'none'");
  });

  it('sends text as it is to a client that accepts no compression, still saying it varies', async () => {
    for (const headers of [{}, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'br;q=0, gzip;q=0' }] as Record<string, string>[]) {
      const answer = await getBytes('/about', headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.body.toString()).toBe('<h1>About</h1>');
    }
  });

  it('sends a picture as it is: it is compressed already', async () => {
    const answer = await getBytes('/assets/picture.png', { 'Accept-Encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBeUndefined();
    expect(answer.body.equals(PICTURE)).toBe(true);
  });

  it('answers a range with the file’s own bytes, uncompressed', async () => {
    const answer = await getBytes('/assets/data.txt', { 'Accept-Encoding': 'br, gzip', Range: 'bytes=5-9' });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('56789');
  });

  it('compresses the 404 page too', async () => {
    const answer = await getBytes('/missing', { 'Accept-Encoding': 'gzip' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe('<h1>Not found</h1>');
  });

  it('answers HEAD with no body when compression is accepted', async () => {
    const answer = await getBytes('/about', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(0);
  });
});

describe('the coding chosen from Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.8', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['deflate', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s -> %s', (header, coding) => {
    expect(negotiateCoding(header)).toBe(coding);
  });
});
