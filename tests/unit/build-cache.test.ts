import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildSite } from '../../src/build/build-site';

// The critical rules kept between builds (src/build/prerender/critical-css-cache.ts) change how long a build takes, never what it writes.
const root = join(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'build-cache-'));
const cacheDir = join(scratch, 'cache');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const build = (name: string, env: Record<string, string>) =>
  buildSite({
    root,
    outDir: join(scratch, name),
    env: { SITE_ROOT: 'tests/fixtures/site', BUILD_CACHE_DIR: cacheDir, ...env },
    log: () => {},
  });

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/** A build's files, build.json's time taken out (the only thing two builds of one commit may differ in). */
function contents(name: string): Map<string, string> {
  const dir = join(scratch, name);
  // The résumé PDF records when it was made (PDFKit's creation date), whichever way the pages were inlined.
  const files = filesUnder(dir).filter((file) => !file.endsWith('.pdf'));
  const unstamped = (text: string) => text.replace(/("builtAt": )"[^"]*"/g, '$1""');
  return new Map(files.map((file) => [file, unstamped(readFileSync(join(dir, file), 'latin1'))]));
}

it('writes the same site from the cache as without it, and a second build inlines nothing again', async () => {
  const commit = 'c0ffee'.repeat(6) + 'c0ff';
  await build('first', { SITE_COMMIT: commit });
  const kept = readdirSync(join(cacheDir, 'critical-css')).sort();
  expect(kept.length).toBeGreaterThan(5);
  await build('cached', { SITE_COMMIT: commit });
  expect(readdirSync(join(cacheDir, 'critical-css')).sort()).toEqual(kept); // every page read back
  await build('uncached', { SITE_COMMIT: commit, BUILD_CACHE: 'off' });
  const cached = contents('cached');
  const uncached = contents('uncached');
  expect([...cached.keys()]).toEqual([...uncached.keys()]);
  expect([...cached.keys()].filter((file) => cached.get(file) !== uncached.get(file))).toEqual([]);
  expect(JSON.parse(readFileSync(join(scratch, 'cached/build.json'), 'utf8'))).toMatchObject({ id: commit, commit });
}, 600_000);
