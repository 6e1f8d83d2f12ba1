import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { humanDetail, renderReport } from './report-formats';
import { validateSite } from './validate';

const root = join(import.meta.dirname, '../../..');
const site = { file: 'pages/site.json', text: readFileSync(join(root, 'pages/site.json'), 'utf8') };

/** A stat grid of `count` figures, each with a number where text belongs: one error per figure. */
function documentWithErrors(count: number): string {
  // Printed one key a line, as the real pages are: finding a line used to cost a pass over every line before it.
  const items = Array.from(
    { length: count },
    (_, i) => `        {\n          "value": ${i},\n          "label": "Figure ${i}"\n        }`,
  ).join(',\n');
  return [
    '{',
    '  "$schema": "../schemas/page.schema.json",',
    '  "route": "/many-errors",',
    '  "title": "Many errors",',
    '  "description": "Every figure is a number where text belongs.",',
    '  "sections": [',
    '    {',
    '      "type": "stat-grid",',
    '      "items": [',
    items,
    '      ]',
    '    }',
    '  ]',
    '}',
  ].join('\n');
}

it('reports 10,000 errors in one file without slowing down per error', () => {
  const page = { file: 'pages/many-errors.json', text: documentWithErrors(10_000) };
  const started = performance.now();
  const errors = validateSite(site, [page], () => true).errors.filter((e) => e.file === page.file);
  const ms = performance.now() - started;
  console.log(`10,000 errors in a ${Math.round(page.text.length / 1024)} KB file: ${Math.round(ms)} ms`);
  expect(errors).toHaveLength(10_000);
  expect(errors[9_999]).toMatchObject({ line: 40_007, column: 20 });
  // Generous: it takes a fraction of this; the bound only catches a return to quadratic time.
  expect(ms).toBeLessThan(3000);
});

it('prints 10,000 errors for people, each with its code frame, reading the file once', () => {
  const page = { file: 'pages/many-errors.json', text: documentWithErrors(10_000) };
  const errors = validateSite(site, [page], () => true).errors.filter((e) => e.file === page.file);
  let reads = 0;
  const read = () => {
    reads += 1;
    return page.text;
  };
  const started = performance.now();
  const report = renderReport(errors, { format: 'human', documents: 2, ms: 0, detail: humanDetail(read, false) });
  const ms = performance.now() - started;
  console.log(`10,000 errors with code frames: ${Math.round(ms)} ms`);
  expect(reads).toBe(1);
  expect(report.stderr).toContain(['> 40007 |           "value": 9999,', '        |                    ^'].join('\n'));
  expect(report.stderr.match(/^> /gm)).toHaveLength(10_000);
  // It takes a fraction of this; splitting the file again for each frame took minutes.
  expect(ms).toBeLessThan(1000);
});
