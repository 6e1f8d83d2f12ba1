import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite, publicAssetExists } from '../../src/content/validation/load';
import { formatError, validateSite, type SourceFile } from '../../src/content/validation/validate';
import { brokenCases, reportLines, validateBroken } from '../support/broken';

const root = join(import.meta.dirname, '../..');
// Broken documents join the fixture site, not the owner's: their reports must not change when the owner edits pages/.
const fixtureRoot = join(root, 'tests/fixtures/site');

function read(siteRoot: string, file: string): SourceFile {
  return { file, text: readFileSync(join(siteRoot, file), 'utf8') };
}

function pageFiles(siteRoot: string): SourceFile[] {
  return readdirSync(join(siteRoot, 'pages'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json') && f !== 'site.json')
    .map((f) => read(siteRoot, `pages/${f.split('\\').join('/')}`));
}

// The owner's pages may carry warnings (a long title is the owner's call); the fixture site carries none.
describe.each([
  ['the shipped page documents', root, false],
  ['the fixture site the behaviour tests drive', fixtureRoot, true],
])('%s', (_name, siteRoot, noWarnings) => {
  it('are all valid', () => {
    const result = loadSite(siteRoot);
    expect(result.errors.map(formatError)).toEqual([]);
    if (noWarnings) expect(result.warnings.map(formatError)).toEqual([]);
    expect(result.pages.length).toBe(pageFiles(siteRoot).length);
  });
});

// Each report is a snapshot in __snapshots__/validate-documents.test.ts.snap, which `npx vitest run -u` rewrites: a new
// fixture's report is written on its first run (CI fails on a missing one instead), and a deleted fixture's goes with -u.
describe('a broken document added to the fixture site', () => {
  it.each(brokenCases)('%s is reported with file, line:column, path and message', (name) => {
    expect(reportLines(name, validateBroken(name))).toMatchSnapshot();
  });
});

describe('a page that does not parse', () => {
  it.each([
    ['a trailing comma', (text: string) => text.replace(/",\n/, '",,\n')],
    ['a comment', (text: string) => text.replace('{', '{ // draft')],
    ['single quotes', (text: string) => text.replace('"title"', "'title'")],
  ])('with %s keeps its route: the nav and links that name it are not reported', (_kind, breakIt) => {
    const pages = pageFiles(fixtureRoot).map((f) => (f.file === 'pages/resume.json' ? { ...f, text: breakIt(f.text) } : f));
    const result = validateSite(read(fixtureRoot, 'pages/site.json'), pages, publicAssetExists(fixtureRoot));
    // The nav in site.json and links on other pages lead to /resume; only the broken file is named.
    expect(result.errors.map(formatError)).toEqual([expect.stringMatching(/^pages\/resume\.json:\d+:\d+ /)]);
  });
});
