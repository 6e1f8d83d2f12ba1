import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSite, describeOutputError } from '../../src/build/build-site';
import { stagingFolder } from '../../src/build/swap-output';

const root = join(import.meta.dirname, '../..');
let scratch = '';
let out = '';

/** A site built earlier, with a page the next build no longer has. */
function previousBuild() {
  mkdirSync(join(out, 'about'), { recursive: true });
  mkdirSync(join(out, 'old-page'));
  writeFileSync(join(out, 'about/index.html'), 'previous about');
  writeFileSync(join(out, 'old-page/index.html'), 'previous old page');
}

beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'build-'));
  out = join(scratch, 'dist');
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

describe('the build replaces the output folder only when it is complete', () => {
  it('leaves the previous site whole when prerendering fails midway', async () => {
    previousBuild();
    await expect(buildSite({ root, outDir: out, serverEntry: 'tests/fixtures/failing-entry-server.tsx' })).rejects.toThrow(
      /render failed at/,
    );
    expect(readFileSync(join(out, 'about/index.html'), 'utf8')).toBe('previous about');
    expect(readFileSync(join(out, 'old-page/index.html'), 'utf8')).toBe('previous old page');
    expect(readdirSync(out).sort()).toEqual(['about', 'old-page']);
    expect(readdirSync(scratch)).toEqual(['dist']); // no half-built folder left beside it
  }, 120_000);

  it('swaps the new site in whole, with nothing left of the old one', async () => {
    previousBuild();
    await buildSite({ root, outDir: out });
    expect(readFileSync(join(out, 'about/index.html'), 'utf8')).toContain('<h1');
    expect(readdirSync(out)).toEqual(expect.arrayContaining(['404.html', 'sitemap.xml', 'robots.txt', '_headers', 'assets', 'build']));
    expect(readdirSync(out)).not.toContain('old-page');
    expect(readdirSync(scratch)).toEqual(['dist']);
    // _headers caches build/ for a year: every name there must change with the content.
    expect(readdirSync(join(out, 'build')).filter((name) => !/-[\w-]{8,}\.(js|css|woff2|svg)$/.test(name))).toEqual([]);
  }, 120_000);
});

describe('an output folder the build cannot use', () => {
  it('is not one whose parent is missing: the parent is made, as the folder itself would be', () => {
    const staging = stagingFolder(join(scratch, 'cache/site'), 'cache/site');
    expect(readdirSync(join(scratch, 'cache'))).toEqual([basename(staging)]);
    expect(basename(staging)).toMatch(/^site\.building-/);
  });

  it('is named in one plain line when it is a file', async () => {
    writeFileSync(out, 'not a folder');
    const failed = buildSite({ root, outDir: out });
    await expect(failed).rejects.toThrow(`${out} is a file, not a folder: move it away or build into another folder.`);
    expect(readFileSync(out, 'utf8')).toBe('not a folder');
    expect(readdirSync(scratch)).toEqual(['dist']);
  });

  it('gets that line, and no stack trace, from npm run build', () => {
    writeFileSync(out, 'not a folder');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', out], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`${out} is a file, not a folder: move it away or build into another folder.`);
  }, 30_000);

  it.each([
    ['EACCES', 'permission denied'],
    ['EPERM', 'permission denied'],
    ['EROFS', 'the disk is read-only'],
    ['ENOSPC', 'the disk is full'],
    ['EBUSY', 'it is in use'],
  ])('explains %s in words', (code, words) => {
    const error = Object.assign(new Error(`${code}: raw`), { code });
    expect(describeOutputError(error, 'dist')?.message).toBe(`Cannot write the site to dist: ${words} (${code}).`);
  });

  it('leaves other errors as they are', () => {
    expect(describeOutputError(new Error('render failed'), 'dist')).toBeUndefined();
  });
});
