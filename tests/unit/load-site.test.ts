import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { loadSite } from '../../src/content/load';
import { formatError } from '../../src/content/validate';

// The fixture site, not the owner's pages: what the owner writes must not change these reports.
const fixtureSite = join(import.meta.dirname, '../fixtures/site');
let scratch = '';
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

function copyOfSite(): string {
  scratch = mkdtempSync(join(tmpdir(), 'site-'));
  for (const dir of ['pages', 'public']) cpSync(join(fixtureSite, dir), join(scratch, dir), { recursive: true });
  return scratch;
}

it('reports a missing pages folder instead of throwing', () => {
  const site = copyOfSite();
  rmSync(join(site, 'pages'), { recursive: true });
  expect(loadSite(site).errors.map(formatError)).toEqual([
    'pages/: folder not found; create it with site.json and one JSON file per page [MissingFolder]',
  ]);
});

it('reports a missing site.json instead of throwing', () => {
  const site = copyOfSite();
  rmSync(join(site, 'pages/site.json'));
  const result = loadSite(site);
  // First, and alone but for what the missing redirects leave dangling.
  const errors = result.errors.map(formatError);
  expect(errors[0]).toBe(
    'pages/site.json: file not found; create it with the owner identity, nav and redirects (see README.md) [MissingFile]',
  );
  expect(errors.slice(1).every((line) => line.includes('matches no page route, alias or redirect'))).toBe(true);
  expect(result.site).toBeUndefined();
});
