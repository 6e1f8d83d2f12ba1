import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FIRST_ROUND_TRIP } from './first-round-trip';
import { overFirstRoundTrip } from './page-weight';

/** Words in an order brotli cannot predict (a fixed seed, so every run writes the same pages). */
function prose(words: number, seed: number): string {
  const vocabulary = 'launch fare seat loyalty pricing checkout refund dealer warranty rollout metric cohort'.split(' ');
  let state = seed;
  // The high bits of a linear congruential generator: its low bits repeat too soon to surprise a compressor.
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) >>> 16;
  return Array.from({ length: words }, () => `${vocabulary[next() % vocabulary.length]}${next() % 97}`).join(' ');
}

const page = (text: string) => `<!doctype html><html><head><title>t</title></head><body><p>${text}</p></body></html>`;
const pages: Record<string, string> = {
  '': page(prose(300, 1)),
  'resources/news': page(prose(20000, 2)),
  home: page(prose(12000, 3)),
};
let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'round-trip-'));
  for (const [folder, html] of Object.entries(pages)) {
    mkdirSync(join(dir, folder), { recursive: true });
    writeFileSync(join(dir, folder, 'index.html'), html);
  }
  mkdirSync(join(dir, 'build'));
  writeFileSync(join(dir, 'build', 'app.js'), prose(20000, 4));
  writeFileSync(join(dir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('names the pages whose response, as the site’s server sends it, outgrows the first round trip, largest first', async () => {
  const slow = await overFirstRoundTrip(dir);
  expect(slow.map(({ route }) => route)).toEqual(['/resources/news', '/home']);
  for (const { route, bytes } of slow) {
    // The body in brotli, after the status line and the headers (the site's own among them).
    const body = brotliCompressSync(pages[route.slice(1)], { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
    expect(bytes).toBeGreaterThan(Math.max(FIRST_ROUND_TRIP, body + 'X-Content-Type-Options: nosniff\r\n'.length));
  }
});

it('finds the pages under the base path a site is built for', async () => {
  expect((await overFirstRoundTrip(dir, '/portfolio/')).map(({ route }) => route)).toEqual(['/resources/news', '/home']);
});
