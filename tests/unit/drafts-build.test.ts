import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildSite } from '../../src/build/build-site';

// What `npm run dev` serves and a build must not ship: the fixture site's draft (/upcoming-talk), the block gallery (/_blocks) and the editor (/_edit).
const root = join(import.meta.dirname, '../..');
let scratch = '';
let out = '';
const before = process.env.SITE_ROOT;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'drafts-build-'));
  out = join(scratch, 'dist');
  await buildSite({ root, outDir: out, env: { SITE_ROOT: 'tests/fixtures/site' } });
}, 180_000);
afterAll(() => {
  if (before === undefined) delete process.env.SITE_ROOT;
  else process.env.SITE_ROOT = before;
  rmSync(scratch, { recursive: true, force: true });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

it('prerenders the published pages and not the draft', () => {
  expect(existsSync(join(out, 'about/index.html'))).toBe(true);
  expect(existsSync(join(out, 'upcoming-talk'))).toBe(false);
});

it('leaves the draft out of the sitemap, the search index and the code shipped to the browser', () => {
  expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).toContain('/about<');
  expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).not.toContain('upcoming-talk');
  expect(readFileSync(join(out, 'search-index.json'), 'utf8')).not.toContain('upcoming-talk');
  const shipped = filesUnder(out).filter((f) => /\.(js|html|json)$/.test(f));
  expect(shipped.filter((f) => readFileSync(f, 'utf8').includes('upcoming-talk'))).toEqual([]);
});

it('ships no block gallery (a development page)', () => {
  const shipped = filesUnder(out).filter((f) => /\.(js|html|json)$/.test(f));
  expect(shipped.filter((f) => /_blocks|Copy the JSON of/.test(readFileSync(f, 'utf8')))).toEqual([]);
  expect(existsSync(join(out, '_blocks'))).toBe(false);
});

it('ships none of the owner’s editor (a development tool): no page, no code, no listener for the dev server', () => {
  const shipped = filesUnder(out).filter((f) => /\.(js|html|json)$/.test(f));
  expect(shipped.filter((f) => /_edit\/api|_preview|preview-ready|Add section|site:file-changed/.test(readFileSync(f, 'utf8')))).toEqual(
    [],
  );
  expect(existsSync(join(out, '_edit'))).toBe(false);
});
