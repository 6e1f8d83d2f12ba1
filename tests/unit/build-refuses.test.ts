import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { buildSite } from '../../src/build/build-site';

const root = join(import.meta.dirname, '../..');
// A copy of the fixture site, not the owner's pages/: this test must not depend on what the owner writes.
const fixtureRoot = join(root, 'tests/fixtures/site');
let scratch = '';
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

it('refuses to build an invalid site, with the validator’s messages and a count', async () => {
  scratch = mkdtempSync(join(tmpdir(), 'site-'));
  for (const dir of ['pages', 'public']) cpSync(join(fixtureRoot, dir), join(scratch, dir), { recursive: true });
  writeFileSync(
    join(scratch, 'pages/notes.json'),
    JSON.stringify(
      {
        $schema: '../schemas/page.schema.json',
        route: '/notes',
        title: 'Notes',
        description: 'Notes.',
        sections: [{ type: 'prose', bodyy: ['x'] }],
      },
      null,
      2,
    ),
  );
  const build = buildSite({ root: scratch, outDir: 'out' });
  await expect(build).rejects.toThrow(/^2 errors in the page documents:/);
  await expect(build).rejects.toThrow('pages/notes.json:9:7 sections[0].bodyy: unknown key; did you mean "body"? [UnknownKey]');
});
