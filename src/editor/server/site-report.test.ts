import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteReport } from './site-report';
import { PROJECT_ROOT, scratchCopy } from './test-support';

describe('siteReport', () => {
  const FIXTURE = join(PROJECT_ROOT, 'tests/fixtures/site');
  const site = scratchCopy(FIXTURE, ['pages', 'public']);
  afterAll(site.remove);
  const about = join(site.dir, 'pages/about.json');

  it('reports what is on disk now, also after an edit that keeps the file’s size and time', () => {
    expect(siteReport(site.dir).errors).toEqual([]);
    const { mtime } = statSync(about);
    const text = readFileSync(about, 'utf8');
    // Same length, same time of change: a route no page has any more is still seen.
    const broken = text.replace('"route": "/about"', '"route": "/abuot"');
    expect(broken.length).toBe(text.length);
    writeFileSync(about, broken);
    utimesSync(about, mtime, mtime);
    expect(siteReport(site.dir).errors.length).toBeGreaterThan(0);
    writeFileSync(about, text);
    expect(siteReport(site.dir).errors).toEqual([]);
  });

  it('draws a document given as it is on disk like one given with changes, and reports the changed one’s errors', () => {
    const text = readFileSync(about, 'utf8');
    const asOnDisk = siteReport(site.dir, { file: 'pages/about.json', text });
    expect(asOnDisk.document).toMatchObject({ route: '/about' });
    expect(asOnDisk.tokens).toBeDefined();
    const changed = siteReport(site.dir, { file: 'pages/about.json', text: text.replace('"route": "/about"', '"route": 7') });
    expect(changed.errors.map((error) => error.file)).toContain('pages/about.json');
    expect(changed.document).toBeUndefined();
  });

  it('places a finding by the path the validator gave, whatever its keys hold', () => {
    // The printed path cuts a key over 60 characters short; the steps keep it whole, for the form to find its field.
    const key = `${'k'.repeat(70)} "with quotes"`;
    const text = readFileSync(about, 'utf8').replace('"route": "/about"', `"route": "/about", ${JSON.stringify(key)}: 1`);
    const [finding] = siteReport(site.dir, { file: 'pages/about.json', text }).errors;
    expect(finding).toMatchObject({ name: 'UnknownKey', jsonPath: [key] });
    expect(finding.path).toContain('...');
  });

  it("names each fact's pages by their routes, which their editors open at, and follows an edit that adds a use", () => {
    expect(siteReport(site.dir).factUses['booking-screens']).toEqual(['/about', '/home']);
    const resume = readFileSync(join(site.dir, 'pages/resume.json'), 'utf8');
    const text = resume.replace('"Resume"', '"Resume: {fact:booking-screens} screens"');
    expect(text).not.toBe(resume);
    expect(siteReport(site.dir, { file: 'pages/resume.json', text }).factUses['booking-screens']).toEqual(['/about', '/home', '/resume']);
  });
});
