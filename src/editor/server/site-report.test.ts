import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatPath } from '../../content/json-source';
import { jsonPathOf, siteReport } from './site-report';
import { PROJECT_ROOT, scratchCopy } from './test-support';

describe('jsonPathOf', () => {
  it('reads back the paths the validator writes', () => {
    for (const path of [
      [],
      ['sections', 3, 'itmes'],
      ['profiles', 'my-site'],
      ['sections', 0, 'items', 12, 'a b', 'c"d', 'e\\f', 0],
      ['$schema'],
      ['line\nbreak', 'x'],
    ]) {
      expect(jsonPathOf(formatPath(path))).toEqual(path);
    }
  });
});

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

  it("names each fact's pages by their routes, which their editors open at, and follows an edit that adds a use", () => {
    expect(siteReport(site.dir).factUses['booking-screens']).toEqual(['/about', '/home']);
    const resume = readFileSync(join(site.dir, 'pages/resume.json'), 'utf8');
    const text = resume.replace('"Resume"', '"Resume: {fact:booking-screens} screens"');
    expect(text).not.toBe(resume);
    expect(siteReport(site.dir, { file: 'pages/resume.json', text }).factUses['booking-screens']).toEqual(['/about', '/home', '/resume']);
  });
});
