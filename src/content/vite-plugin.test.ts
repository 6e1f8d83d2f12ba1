import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { loadSite } from './load';
import { formatError } from './validate';
import { importSiteModule } from '../../tests/support/site-module';
import { errorForOverlay } from './vite-plugin';

let scratch = '';
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

it("gives the dev overlay the first error's place, as the report names it, and its code frame", () => {
  scratch = mkdtempSync(join(tmpdir(), 'overlay-'));
  for (const dir of ['pages', 'public'])
    cpSync(join(import.meta.dirname, '../../tests/fixtures/site', dir), join(scratch, dir), { recursive: true });
  writeFileSync(
    join(scratch, 'pages/typo.json'),
    '{\n  "route": "/typo",\n  "title": "Typo",\n  "description": "A typo.",\n  "sections": [{ "type": "prose", "bodyy": ["x"] }]\n}\n',
  );
  const result = loadSite(scratch);
  const first = result.errors.find((e) => e.path.endsWith('.bodyy'))!;
  const overlay = errorForOverlay({ ...result, errors: [first] }, scratch);
  expect(formatError(first)).toContain(`pages/typo.json:${first.line}:${first.column} `);
  expect(overlay.loc).toEqual({ file: join(scratch, 'pages/typo.json'), line: first.line, column: first.column });
  expect(overlay.frame).toContain('"bodyy"');
  expect(overlay.frame).toContain('^');
  expect(overlay.message).toContain(formatError(first));
});

it('writes the site module with what the browser reads: a loader per route, the aliases apart, no icon pools', async () => {
  const { site, loaders, aliases } = await importSiteModule(join(import.meta.dirname, '../../tests/fixtures/site'), 'build');
  expect(Object.keys(loaders)).toContain('/resources/robotics-weekly');
  expect(aliases).toEqual({ '/resources/robotics-weekly': ['/resources/robotics'] });
  expect(site.name).toBeTruthy();
  expect(site).not.toHaveProperty('iconPools');
});
