import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatPath } from '../validation/json-source';
import { loadSite } from '../validation/load';
import type { ValidationError } from '../validation/validate';

/** The fixture site, read and validated as the build reads it, with one document changed where a test says. */
const root = join(import.meta.dirname, '../../../tests/fixtures/site');
const read = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));
const withFile = (file: string, value: unknown) => loadSite(root, { override: { file, text: JSON.stringify(value, null, 2) } });
/** The fixture site with site.json's facts and the résumé changed: a copy on disk, as two files change at once. */
function withFactsAndResume(site: unknown, resume: unknown) {
  const copy = mkdtempSync(join(tmpdir(), 'facts-'));
  try {
    cpSync(root, copy, { recursive: true });
    writeFileSync(join(copy, 'pages/site.json'), JSON.stringify(site, null, 2));
    writeFileSync(join(copy, 'pages/resume.json'), JSON.stringify(resume, null, 2));
    return loadSite(copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
const found = (problems: ValidationError[], name: string) =>
  problems.filter((problem) => problem.name === name).map(({ file, path }) => ({ file, path: formatPath(path) }));

/** The figures under a page's header. */
const statValues = (site: ReturnType<typeof loadSite>, route: string) => {
  const page = site.pages.find((p) => p.document.route === route)!.document;
  const header = page.sections.find((section) => section.type === 'page-header') as { figures: { value: string }[] };
  return header.figures.map((figure) => figure.value);
};

describe('facts', () => {
  it("are filled in where a page writes {fact:name}, and a change in site.json's facts reaches every page that uses it", () => {
    const site = loadSite(root);
    expect(site.errors).toEqual([]);
    const value = read('pages/site.json').facts['booking-screens'];
    expect(statValues(site, '/about')).toContain(value);
    expect(statValues(site, '/home')).toContain(value);

    const changed = read('pages/site.json');
    changed.facts['booking-screens'] = '12 → 3';
    const after = withFile('pages/site.json', changed);
    expect(after.errors).toEqual([]);
    expect(statValues(after, '/about')).toContain('12 → 3');
    expect(statValues(after, '/home')).toContain('12 → 3');
    expect(JSON.stringify(after.pages)).not.toContain(value);
  });

  it('may be built from other facts, as site.json uses its own tokens', () => {
    const changed = read('pages/site.json');
    changed.facts = { ...changed.facts, 'screens-before': '12', 'booking-screens': '{fact:screens-before} → 4' };
    const site = withFile('pages/site.json', changed);
    expect(site.errors).toEqual([]);
    expect(statValues(site, '/about')).toContain('12 → 4');
    // The pages that show the whole figure show its part too.
    expect(site.factUses['screens-before']).toEqual(['pages/about.json', 'pages/home.json']);
  });

  it('list the files that refer to each', () => {
    expect(loadSite(root).factUses['booking-screens']).toEqual(['pages/about.json', 'pages/home.json']);
  });

  it('refuse an unknown fact, with the nearest name', () => {
    const page = read('pages/about.json');
    page.sections[0].figures[0].value = '{fact:booking-screen}';
    const { errors } = withFile('pages/about.json', page);
    expect(found(errors, 'UnknownFact')).toEqual([{ file: 'pages/about.json', path: expect.stringMatching(/figures\[0\]\.value$/) }]);
    expect(errors.find((error) => error.name === 'UnknownFact')!.message).toMatch(/did you mean "\{fact:booking-screens\}"/);
  });

  it("warn where a page types a fact's value, whole or inside a sentence, and not where it stands in a longer figure", () => {
    const page = read('pages/resume.json');
    page.description = 'Booking a route took 12 → 4 screens after the redesign, said the résumé.';
    page.sections[0].heading = '112 → 45 screens';
    const { warnings, errors } = withFile('pages/resume.json', page);
    expect(errors).toEqual([]);
    expect(found(warnings, 'TypedFact')).toEqual([{ file: 'pages/resume.json', path: 'description' }]);
    expect(warnings.find((warning) => warning.name === 'TypedFact')!.message).toMatch(/write \{fact:booking-screens\} instead/);
  });

  it('take a quantity with a unit for the fact, but not as the start of a longer one ("3 h" in "3 h 15 min")', () => {
    const site = read('pages/site.json');
    site.facts = { ...site.facts, 'first-call': '3 h' };
    const page = read('pages/resume.json');
    page.description = 'Leads got a first call within 3 h.';
    page.sections[0].heading = 'The train takes 3 h 15 min';
    expect(found(withFactsAndResume(site, page).warnings, 'TypedFact')).toEqual([{ file: 'pages/resume.json', path: 'description' }]);
  });

  it('match a year, a count or a name only where a whole field is it, and a date range wherever it stands whole', () => {
    const site = read('pages/site.json');
    site.facts = { ...site.facts, 'joined-northwind': '2012', 'northwind-years': '2012–2013', 'cert-pmp': 'PMP' };
    const page = read('pages/resume.json');
    page.sections[0].heading = '2012'; // the year typed whole: a copy
    page.description = 'Since 2012 I have built routes; 2012 was a long year. Certified PMP.'; // the same year, meaning other things
    page.title = 'Northwind, 2012–2013 · {name}'; // the range typed inside a longer text: a copy
    page.sections[0].eyebrow = '2012–20130'; // a longer number that starts like it: no copy
    page.sections[0].body = ['PMP', 'Studied 2012–2013 and 2012.']; // the name whole, then the range in a sentence
    const { warnings, errors } = withFactsAndResume(site, page);
    expect(errors).toEqual([]);
    const typed = warnings
      .filter((warning) => warning.name === 'TypedFact')
      .map(({ path, message }) => [formatPath(path), message.split(' is ')[0]]);
    expect(typed.sort()).toEqual([
      ['sections[0].body[0]', '"PMP"'],
      ['sections[0].body[1]', '"2012–2013"'],
      ['sections[0].heading', '"2012"'],
      ['title', '"2012–2013"'],
    ]);
  });

  it('warn of nothing on the fixture site, whose pages refer to the facts', () => {
    expect(found(loadSite(root).warnings, 'TypedFact')).toEqual([]);
  });
});
