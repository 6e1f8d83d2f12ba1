// @vitest-environment node
/**
 * The résumé PDF's fonts hold Latin letters and common punctuation: a résumé text with a character they lack (an
 * arrow, a check mark) gets a warning where it is written, since the PDF would print a blank there.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadSite } from './load';
import { undrawable } from './resume-glyphs';
import { formatError } from './validate';

const FIXTURE = join(import.meta.dirname, '../../../tests/fixtures/site');
const read = (file: string) => readFileSync(join(FIXTURE, file), 'utf8');

it('finds the characters the body face lacks, each once, and none of the Latin ones it holds', () => {
  expect(undrawable('Cut dwell time 18% → 12%, São Paulo – Zürich → Kraków ✓')).toEqual(['→', '✓']);
  expect(undrawable('Œuvre, “quotes”, 20 €, 3×, −18%, naïve · soft\u00adhyphen')).toEqual([]);
});

it('warns at each résumé text the PDF cannot wholly draw, on the page and in the identity, and at nothing else', () => {
  const glyphWarnings = (file: string, text: string) =>
    loadSite(FIXTURE, { override: { file, text } })
      .warnings.filter((warning) => warning.name === 'ResumeGlyphMissing')
      .map(formatError);
  expect(glyphWarnings('pages/resume.json', read('pages/resume.json'))).toEqual([]);

  const page = read('pages/resume.json').replace('across forty fleets.', 'across forty fleets → 40 depots ✓.');
  const [warning, ...rest] = glyphWarnings('pages/resume.json', page);
  expect(rest).toEqual([]);
  expect(warning).toMatch(
    /^pages\/resume\.json:\d+:\d+ warning: sections\[\d+\]\.items\[0\]\.bullets\[2\]: the résumé PDF cannot draw "→" \(U\+2192\), "✓" \(U\+2713\)/,
  );

  const site = read('pages/site.json').replace('"headline": "', '"headline": "★ ');
  expect(glyphWarnings('pages/site.json', site)).toEqual([expect.stringMatching(/^pages\/site\.json:\d+:\d+ warning: headline: .*"★"/)]);
});
