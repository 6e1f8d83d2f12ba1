import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite, publicAssetExists } from '../../src/content/load';
import { formatError, validateSite, type SourceFile } from '../../src/content/validate';

const root = join(import.meta.dirname, '../..');
const brokenDir = join(root, 'tests/fixtures/broken');
const expected = JSON.parse(readFileSync(join(brokenDir, 'expected.json'), 'utf8')) as Record<string, string[]>;

function read(file: string): SourceFile {
  return { file, text: readFileSync(join(root, file), 'utf8') };
}

const realPages = readdirSync(join(root, 'pages'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.json') && f !== 'site.json')
  .map((f) => read(`pages/${f.split('\\').join('/')}`));

describe('the shipped page documents', () => {
  it('are all valid', () => {
    const result = loadSite(root);
    expect(result.errors.map(formatError)).toEqual([]);
    expect(result.pages.length).toBe(realPages.length);
  });
});

describe('a broken document added to the real site', () => {
  const cases = readdirSync(brokenDir).filter((f) => f !== 'expected.json');

  it('has an expected report for every broken fixture', () => {
    expect(cases.sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(cases)('%s is reported with file, line:column, path and message', (name) => {
    const file = `pages/${name}`;
    const broken = { file, text: readFileSync(join(brokenDir, name), 'utf8') };
    const result = validateSite(read('pages/site.json'), [...realPages, broken], publicAssetExists(root));
    const lines = result.errors.map(formatError);
    expect(lines).toEqual(expected[name].map((line) => `${file}:${line}`));
  });
});
