// @vitest-environment node
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { loadSite, siteRoot } from '../../content/validation/load';
import { resumePdfPath, writeResumeFiles } from './resume-files';

const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');
const fixture = loadSite(siteRoot(join(PROJECT_ROOT, 'tests/fixtures/site')));
const documents = fixture.pages.map((page) => page.document);
const outDirs: string[] = [];
afterEach(() => {
  for (const dir of outDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it.each([
  ['no PDF of the owner’s', false, true],
  ['the owner’s own PDF in public/, which then wins', true, false],
])('with %s, writes /resume.json and the built PDF only when there is no upload', { timeout: 30_000 }, async (_, uploaded, built) => {
  const out = mkdtempSync(join(tmpdir(), 'resume-files-'));
  outDirs.push(out);
  const asked: string[] = [];
  const { written } = await writeResumeFiles(fixture.site!, documents, out, {
    uploaded: (path) => (asked.push(path), uploaded),
    cacheDir: join(PROJECT_ROOT, '.cache/resume'),
  });
  const pdf = join(out, resumePdfPath(fixture.site!));
  expect(asked).toEqual([resumePdfPath(fixture.site!)]);
  expect(existsSync(join(out, 'resume.json'))).toBe(true);
  expect(existsSync(pdf)).toBe(built);
  expect(written).toEqual([join(out, 'resume.json'), ...(built ? [pdf] : [])]);
});
