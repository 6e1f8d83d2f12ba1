import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { loadSite } from '../../src/content/validation/load';
import { formatError } from '../../src/content/validation/validate';

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
    'pages/site.json: file not found; create it with the owner identity, nav and redirects (see docs/owner/pages.md) [MissingFile]',
  );
  expect(errors.slice(1).every((line) => line.includes('matches no page route, alias or redirect'))).toBe(true);
  expect(result.site).toBeUndefined();
});

it('refuses a page document that is a link leading outside pages/, naming the link, as the editor does', () => {
  const site = copyOfSite();
  writeFileSync(join(site, 'secret.json'), JSON.stringify({ route: '/secret', title: 'Secret', description: 'Not a page.', sections: [] }));
  symlinkSync(join(site, 'secret.json'), join(site, 'pages/escape.json'));
  // A link that stays inside pages/ is read as the file it leads to.
  symlinkSync(join(site, 'pages/about.json'), join(site, 'pages/also-about.json'));
  const result = loadSite(site);
  expect(result.errors.map(formatError).filter((line) => line.startsWith('pages/escape.json'))).toEqual([
    'pages/escape.json: is a link leading outside pages/; move the file it leads to into pages/, or remove the link [LinkOutsidePages]',
  ]);
  expect(result.pages.map((page) => page.document.route)).not.toContain('/secret');
  expect(result.errors.some((error) => error.file === 'pages/also-about.json' && error.name === 'DuplicateRoute')).toBe(true);
});

it('refuses site.json when it is a link leading outside pages/', () => {
  const site = copyOfSite();
  renameSync(join(site, 'pages/site.json'), join(site, 'site.json'));
  symlinkSync(join(site, 'site.json'), join(site, 'pages/site.json'));
  const errors = loadSite(site).errors.map(formatError);
  expect(errors[0]).toBe(
    'pages/site.json: is a link leading outside pages/; move the file it leads to into pages/, or remove the link [LinkOutsidePages]',
  );
});

it("refuses a picture named through '..' parts, even one that exists beside public/, and routes the build writes to", () => {
  const site = copyOfSite();
  mkdirSync(join(site, 'publicity'));
  writeFileSync(join(site, 'publicity/secret.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const aboutFile = join(site, 'pages/about.json');
  const about = JSON.parse(readFileSync(aboutFile, 'utf8'));
  about.sections[0].image.src = '/assets/../../publicity/secret.svg';
  about.aliases = ['/build', '/og/about', '/about/index', '/404', `/${'a/'.repeat(8)}a`];
  writeFileSync(aboutFile, JSON.stringify(about));
  const errors = loadSite(site).errors.map(formatError);
  expect(errors.filter((line) => line.includes('secret.svg'))).toEqual([
    expect.stringMatching(
      /^pages\/about\.json:\S* sections\[0\]\.image\.src: expected a file path under \/assets\/ that names each folder/,
    ),
  ]);
  expect(errors.filter((line) => line.includes(' aliases['))).toEqual([
    expect.stringContaining('aliases[0]: the build writes its own files under /build, so no page may be there'),
    expect.stringContaining('aliases[1]: the build writes its own files under /og, so no page may be there'),
    expect.stringContaining('aliases[2]: the build writes each page as index.html, so no route may have a part named "index"'),
    expect.stringContaining('aliases[3]: the build writes its own files under /404'),
    expect.stringContaining('aliases[4]: a route has at most 8 parts'),
  ]);
});
