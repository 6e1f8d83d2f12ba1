import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { cachedInlining, criticalCssCache, pruneCriticalCss } from './critical-css-cache';

let scratch = '';
let out = '';
let dir = '';
beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'css-cache-'));
  out = join(scratch, 'dist');
  dir = join(scratch, 'cache');
  mkdirSync(join(out, 'build'), { recursive: true });
  writeFileSync(join(out, 'build/site.css'), '.a{color:red}');
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** An inlining that says what it was given and which stylesheet it read, and counts its calls. */
function counting() {
  const calls: string[] = [];
  const inline = async (html: string) => {
    calls.push(html);
    return `${html} inlined #${calls.length}`;
  };
  return { calls, inline };
}

const cached = (inline: (html: string) => Promise<string>) => cachedInlining(inline, criticalCssCache(dir, out, '/'));

it('inlines a page once, and gives the same page from the same stylesheets back from the cache', async () => {
  const { calls, inline } = counting();
  expect(await cached(inline)('<p class="a">x</p>')).toBe('<p class="a">x</p> inlined #1');
  // A later build (a new cache object, as each build makes) finds it.
  expect(await cached(inline)('<p class="a">x</p>')).toBe('<p class="a">x</p> inlined #1');
  expect(calls).toHaveLength(1);
  expect(readdirSync(dir)).toHaveLength(1);
});

it('inlines again a page whose HTML changed', async () => {
  const { calls, inline } = counting();
  await cached(inline)('<p class="a">x</p>');
  expect(await cached(inline)('<p class="a">y</p>')).toBe('<p class="a">y</p> inlined #2');
  expect(calls).toHaveLength(2);
});

it('inlines again when a stylesheet changed, was added or moved, though the page did not', async () => {
  const { calls, inline } = counting();
  const page = '<p class="a">x</p>';
  await cached(inline)(page);
  writeFileSync(join(out, 'build/site.css'), '.a{color:blue}');
  expect(await cached(inline)(page)).toBe(`${page} inlined #2`);
  mkdirSync(join(out, 'build/blocks'));
  writeFileSync(join(out, 'build/blocks/list.css'), '.b{margin:0}');
  expect(await cached(inline)(page)).toBe(`${page} inlined #3`);
  rmSync(join(out, 'build/blocks/list.css'));
  writeFileSync(join(out, 'build/other.css'), '.b{margin:0}');
  expect(await cached(inline)(page)).toBe(`${page} inlined #4`);
  // Files that are not stylesheets are not read by the inlining, and do not count.
  writeFileSync(join(out, 'build/index.js'), 'console.log(1)');
  expect(await cached(inline)(page)).toBe(`${page} inlined #4`);
  expect(calls).toHaveLength(4);
});

it('reuses a page whose scripts were renamed (any code change renames every chunk), with the new names put back', async () => {
  const { calls, inline } = counting();
  const page = (hash: string) =>
    `<head><link rel="modulepreload" crossorigin href="/build/chunk-${hash}.js"><script type="module" src="/build/index-${hash}.js"></script></head><p>x</p>`;
  await cached(inline)(page('aaaa'));
  expect(await cached(inline)(page('bbbb'))).toBe(`${page('bbbb')} inlined #1`);
  expect(calls).toHaveLength(1);
});

it('keys by the base path the stylesheets are found under', async () => {
  const { calls, inline } = counting();
  await cachedInlining(inline, criticalCssCache(dir, out, '/'))('<p>x</p>');
  await cachedInlining(inline, criticalCssCache(dir, out, '/portfolio/'))('<p>x</p>');
  expect(calls).toHaveLength(2);
});

it('prunes the entries no build used since a time, and keeps those a build read or wrote', async () => {
  const { inline } = counting();
  const build = cached(inline);
  await build('<p>old</p>');
  await build('<p>kept</p>');
  const long = new Date(Date.now() - 60_000);
  for (const name of readdirSync(dir)) utimesSync(join(dir, name), long, long);
  const started = Date.now() - 1_000;
  const next = cached(inline);
  await next('<p>kept</p>'); // read: its time is the new build's
  await next('<p>new</p>'); // written
  expect(pruneCriticalCss(dir, started)).toBe(1);
  const { calls, inline: again } = counting();
  await cached(again)('<p>kept</p>');
  await cached(again)('<p>new</p>');
  expect(calls).toEqual([]);
  await cached(again)('<p>old</p>');
  expect(calls).toEqual(['<p>old</p>']);
});

it('prunes nothing, and says so, when there is no cache yet', () => {
  expect(pruneCriticalCss(join(scratch, 'none'), Date.now())).toBe(0);
});
