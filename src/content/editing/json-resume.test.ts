// @vitest-environment node
/**
 * The résumé as JSON Resume: what the build writes follows the schema (checked by @jsonresume/schema's own
 * validator), an import of it gives back the résumé page's content, and a file that breaks the schema is refused
 * with the schema's paths and changes nothing.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResumeFile } from '../../build/assets/resume-files';
import { importJsonResume, jsonResumeProblems } from './import-resume';
import { periodDates, periodText, toJsonResume, type JsonResume } from './json-resume';
import { loadSite, siteRoot } from '../validation/load';
import { findResumePage, resumeOf } from '../derivation/resume';

const PROJECT_ROOT = resolve(import.meta.dirname, '../../..');
const FIXTURE_ROOT = join(PROJECT_ROOT, 'tests/fixtures/site');

function resumeAt(root: string) {
  const result = loadSite(siteRoot(root));
  expect(result.errors).toEqual([]);
  const documents = result.pages.map((page) => page.document);
  return { site: result.site!, documents, resume: resumeOf(result.site!, findResumePage(documents)!) };
}

const copies: string[] = [];
function copyOf(root: string) {
  const dir = mkdtempSync(join(tmpdir(), 'json-resume-'));
  for (const path of ['pages', 'public']) cpSync(join(root, path), join(dir, path), { recursive: true });
  copies.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe.each([
  ['the fixture site', FIXTURE_ROOT],
  ["the owner's site", PROJECT_ROOT],
])('/resume.json of %s', (_, root) => {
  it('follows the JSON Resume schema and says what the page says', () => {
    const { site, documents, resume } = resumeAt(root);
    const json = JSON.parse(new TextDecoder().decode(jsonResumeFile(site, documents)!.bytes)) as JsonResume;
    expect(jsonResumeProblems(json)).toEqual([]);
    expect(json.basics).toMatchObject({ name: site.name, email: site.email, label: site.headline, url: site.siteUrl });
    expect(json.work?.map((work) => [work.name, work.position, work.highlights])).toEqual(
      resume.roles.map((role) => [role.company, role.role, role.bullets]),
    );
    expect(json.certificates?.map((item) => item.name)).toEqual(resume.certifications.map((item) => item.title));
    expect(json.skills?.map((skill) => skill.name)).toEqual(resume.skills);
  });

  it('imported into a copy of the site, gives back the résumé page’s content and the identity', { timeout: 30_000 }, async () => {
    const { resume } = resumeAt(root);
    const copy = copyOf(root);
    const { changed } = await importJsonResume(copy, JSON.stringify(toJsonResume(resume)));
    // What it already said, said again: nothing of the page's content changes.
    const again = resumeAt(copy).resume;
    expect(again).toEqual(resume);
    // Nor any file: a text the page writes with a token ({fact:…}) or an inline link, which the file gives as drawn, stays.
    expect(changed).toEqual([]);
  });
});

it('fills the résumé from a JSON Resume, keeping what the file does not say', { timeout: 30_000 }, async () => {
  const copy = copyOf(FIXTURE_ROOT);
  const before = resumeAt(copy).resume;
  await importJsonResume(
    copy,
    JSON.stringify({
      basics: { name: 'Sam Ortiz', email: 'sam@ortiz.example', location: { city: 'Porto', countryCode: 'PT' } },
      work: [
        {
          name: 'Harbour Freight Labs',
          position: 'Group Product Manager',
          startDate: '2023-05',
          highlights: ['Cut dwell time at the quay by a fifth.'],
        },
      ],
    }),
  );
  const after = resumeAt(copy).resume;
  expect(after).toMatchObject({ name: 'Sam Ortiz', email: 'sam@ortiz.example', location: 'Porto, Portugal', headline: before.headline });
  expect(after.roles).toHaveLength(1);
  expect(after.roles[0]).toMatchObject({
    company: 'Harbour Freight Labs',
    role: 'Group Product Manager',
    period: 'May 2023 – Present',
    bullets: ['Cut dwell time at the quay by a fifth.'],
  });
  // Not in the file: as they were.
  expect(after.certifications).toEqual(before.certifications);
  expect(after.skills).toEqual(before.skills);
  expect(after.summary).toEqual(before.summary);
});

it('refuses a file that breaks the schema, naming each place, and writes nothing', async () => {
  const copy = copyOf(FIXTURE_ROOT);
  const files = ['pages/site.json', 'pages/resume.json'].map((file) => readFileSync(join(copy, file), 'utf8'));
  const broken = { basics: { name: 'Sam Ortiz', email: 'not an address' }, work: [{ name: 'Harbour', startDate: 'last spring' }] };
  const refusal = importJsonResume(copy, JSON.stringify(broken));
  await expect(refusal).rejects.toThrow(/JSON Resume schema/);
  const problems = (await refusal.catch((error: { problems: string[] }) => error.problems)) as string[];
  expect(problems).toEqual(
    expect.arrayContaining([expect.stringMatching(/^basics\.email: .*email/), expect.stringMatching(/^work\[0\]\.startDate: .*pattern/)]),
  );
  expect(['pages/site.json', 'pages/resume.json'].map((file) => readFileSync(join(copy, file), 'utf8'))).toEqual(files);
  await expect(importJsonResume(copy, '{ "basics": ')).rejects.toThrow(/not JSON/);
});

it('reads and writes the page’s dates as JSON Resume dates', () => {
  expect(periodDates('Mar 2022 – Present')).toEqual({ startDate: '2022-03' });
  expect(periodDates('Jun 2017 – Aug 2019')).toEqual({ startDate: '2017-06', endDate: '2019-08' });
  expect(periodDates('2012 – 2014')).toEqual({ startDate: '2012', endDate: '2014' });
  expect(periodDates('Since the spring')).toEqual({});
  expect(periodText('2022-03')).toBe('Mar 2022 – Present');
  expect(periodText('2012', '2014')).toBe('2012 – 2014');
});
