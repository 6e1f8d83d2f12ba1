import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BROTLI_ON_THE_FLY } from './content-coding';
import { FIRST_ROUND_TRIP, HEADER_BYTES, overFirstRoundTrip } from './first-round-trip';

/** Words in an order brotli cannot predict (a fixed seed, so every run writes the same pages). */
function prose(words: number, seed: number): string {
  const vocabulary = 'launch fare seat loyalty pricing checkout refund dealer warranty rollout metric cohort'.split(' ');
  let state = seed;
  // The high bits of a linear congruential generator: its low bits repeat too soon to surprise a compressor.
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) >>> 16;
  return Array.from({ length: words }, () => `${vocabulary[next() % vocabulary.length]}${next() % 97}`).join(' ');
}

const page = (text: string) => `<!doctype html><html><head><title>t</title></head><body><p>${text}</p></body></html>`;
let dir = '';
const files: Record<string, string> = {};
const contents: Record<string, string> = {};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'round-trip-'));
  const write = (name: string, content: string) => {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    files[name] = join(dir, name);
    contents[files[name]] = content;
    writeFileSync(files[name], content);
  };
  write('about/index.html', page(prose(300, 1)));
  write('news/index.html', page(prose(20000, 2)));
  write('home/index.html', page(prose(12000, 3)));
  write('build/app.js', prose(20000, 4));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('names the pages whose HTML, compressed as hosts send it and after the headers, outgrows the first round trip', () => {
  const slow = overFirstRoundTrip(Object.values(files));
  expect(slow.map(({ file }) => file)).toEqual([files['news/index.html'], files['home/index.html']]);
  for (const { file, bytes } of slow) {
    expect(bytes).toBeGreaterThan(FIRST_ROUND_TRIP);
    expect(bytes).toBe(HEADER_BYTES + brotliCompressSync(contents[file], BROTLI_ON_THE_FLY).length);
  }
});
