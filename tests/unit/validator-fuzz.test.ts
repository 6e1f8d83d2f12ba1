import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { publicAssetExists } from '../../src/content/validation/load';
import { formatError, validateSite, type SourceFile } from '../../src/content/validation/validate';
import { damagedDocument } from '../support/mutations';

/**
 * Thousands of damaged documents, each must get messages rather than a crash,
 * every message on one line that starts with file:line:column. Seeds are the
 * block fixtures (each as the one section of a page) and the real pages under
 * 8 KB; the larger ones only make each run slower, not the damage different.
 */
const root = join(import.meta.dirname, '../..');
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const siteFile: SourceFile = { file: 'pages/site.json', text: readFileSync(join(root, 'pages/site.json'), 'utf8') };
const assetExists = publicAssetExists(root);

const fixtureSeeds = readdirSync(join(root, 'src/blocks'), { recursive: true, encoding: 'utf8' })
  .filter((f) => /[/\\]fixtures[/\\][^/\\]+\.json$/.test(f))
  .map((f) => ({
    $schema: '../schemas/page.schema.json',
    route: '/fuzz',
    title: 'Fuzz',
    description: 'A block fixture as a page.',
    sections: [readJson(join(root, 'src/blocks', f))],
  }));
const pageSeeds = readdirSync(join(root, 'pages'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.json') && f !== 'site.json' && readFileSync(join(root, 'pages', f)).length < 8_000)
  .map((f) => readJson(join(root, 'pages', f)));

const ONE_LOCATED_LINE = /^pages\/[^:]+:\d+:\d+ /;
const LINE_BREAK = /[\n\r\u0085\u2028\u2029]/;

function expectOneLineEach(result: ReturnType<typeof validateSite>) {
  for (const line of result.errors.map(formatError)) {
    expect(line).toMatch(ONE_LOCATED_LINE);
    expect(line).not.toMatch(LINE_BREAK);
  }
}

it('answers damaged pages with one-line located messages, never a crash', () => {
  const started = performance.now();
  fc.assert(
    fc.property(damagedDocument([...fixtureSeeds, ...pageSeeds]), (text) => {
      expectOneLineEach(validateSite(siteFile, [{ file: 'pages/fuzz.json', text }], assetExists));
    }),
    { numRuns: 2000 },
  );
  // Reported, not asserted: speed is the bench's to measure. A pathological slowdown still trips the test's timeout.
  console.log(`2,000 damaged pages validated in ${Math.round(performance.now() - started)} ms`);
}, 120_000);

it('answers a damaged site.json the same way', () => {
  const page: SourceFile = { file: 'pages/about.json', text: readFileSync(join(root, 'pages/about.json'), 'utf8') };
  fc.assert(
    fc.property(damagedDocument([readJson(join(root, 'pages/site.json'))]), (text) => {
      expectOneLineEach(validateSite({ file: 'pages/site.json', text }, [page], assetExists));
    }),
    { numRuns: 500 },
  );
}, 60_000);

// Found by the property above: a block type that names a property every object has.
it.each(['__proto__', 'constructor', 'toString'])('answers a section of type "%s" with a located message', (type) => {
  const text = JSON.stringify({ route: '/fuzz', title: 'Fuzz', description: 'A page.', sections: [{ type, items: [] }] });
  const result = validateSite(siteFile, [{ file: 'pages/fuzz.json', text }], assetExists);
  expect(result.errors.length).toBeGreaterThan(0);
  expectOneLineEach(result);
});
