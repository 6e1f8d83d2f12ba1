import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/content/load';
import { formatError, type SourceFile } from '../../src/content/validate';
import { brokenDir, reportLines, validateBroken } from '../support/broken';

const root = join(import.meta.dirname, '../..');
// Broken documents join the fixture site, not the owner's: their reports must not change when the owner edits pages/.
const fixtureRoot = join(root, 'tests/fixtures/site');
const expected = JSON.parse(readFileSync(join(brokenDir, 'expected.json'), 'utf8')) as Record<string, string[]>;

function read(siteRoot: string, file: string): SourceFile {
  return { file, text: readFileSync(join(siteRoot, file), 'utf8') };
}

function pageFiles(siteRoot: string): SourceFile[] {
  return readdirSync(join(siteRoot, 'pages'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json') && f !== 'site.json')
    .map((f) => read(siteRoot, `pages/${f.split('\\').join('/')}`));
}

describe.each([
  ['the shipped page documents', root],
  ['the fixture site the behaviour tests drive', fixtureRoot],
])('%s', (_name, siteRoot) => {
  it('are all valid', () => {
    const result = loadSite(siteRoot);
    expect(result.errors.map(formatError)).toEqual([]);
    expect(result.warnings.map(formatError)).toEqual([]);
    expect(result.pages.length).toBe(pageFiles(siteRoot).length);
  });
});

describe('a broken document added to the fixture site', () => {
  const cases = readdirSync(brokenDir).filter((f) => f !== 'expected.json');

  it('has an expected report for every broken fixture', () => {
    expect(cases.sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(cases)('%s is reported with file, line:column, path and message', (name) => {
    expect(reportLines(name, validateBroken(name))).toEqual(expected[name]);
  });
});
