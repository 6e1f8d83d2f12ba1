import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatPath } from '../validation/json-source';
import type { CaseLinks } from '../../blocks/case-nav/schema';
import { loadSite } from '../validation/load';

/** The fixture site's listing (/cases) and its three cases, read and validated as the build reads them. */
const root = join(import.meta.dirname, '../../../tests/fixtures/site');
const read = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));
const withFile = (file: string, value: unknown) => loadSite(root, { override: { file, text: JSON.stringify(value, null, 2) } });

const linksOf = (site: ReturnType<typeof loadSite>, route: string) => {
  const document = site.pages.find((page) => page.document.route === route)!.document;
  const nav = document.sections.find((section) => section.type === 'case-nav') as CaseLinks;
  return { previous: nav.previous?.href, next: nav.next?.href };
};

describe("a case's previous and next", () => {
  it("follow the listing's cards, skip cards that are not cases, and stop at the ends", () => {
    const site = loadSite(root);
    expect(site.errors).toEqual([]);
    const listing = read('pages/cases.json');
    const cases = (listing.sections[1].items as { href: string }[]).map((card) => card.href).filter((href) => href.startsWith('/cases/'));
    cases.forEach((route, i) => expect(linksOf(site, route)).toEqual({ previous: cases[i - 1], next: cases[i + 1] }));
  });

  it('change when the listing changes, with nothing else edited', () => {
    const listing = read('pages/cases.json');
    listing.sections[1].items.reverse();
    const site = withFile('pages/cases.json', listing);
    expect(linksOf(site, '/cases/meridian')).toEqual({ previous: undefined, next: '/cases/atlas' });
    expect(linksOf(site, '/cases/harbour')).toEqual({ previous: '/cases/atlas', next: undefined });
  });

  it("stay within the listing's section that holds the case", () => {
    const listing = read('pages/cases.json');
    const grid = listing.sections[1];
    const at = grid.items.findIndex((card: { href: string }) => card.href === '/cases/atlas');
    listing.sections.splice(2, 0, { ...grid, heading: 'More cases', items: grid.items.slice(at) });
    grid.items = grid.items.slice(0, at);
    const site = withFile('pages/cases.json', listing);
    expect(site.errors).toEqual([]);
    expect(linksOf(site, '/cases/harbour')).toEqual({ previous: undefined, next: undefined });
    expect(linksOf(site, '/cases/atlas')).toEqual({ previous: undefined, next: '/cases/meridian' });
    expect(linksOf(site, '/cases/meridian')).toEqual({ previous: '/cases/atlas', next: undefined });
  });

  it('name a case its listing does not hold', () => {
    const listing = read('pages/cases.json');
    listing.sections[1].items = listing.sections[1].items.filter((card: { href: string }) => card.href !== '/cases/atlas');
    const errors = withFile('pages/cases.json', listing).errors;
    expect(errors.map(({ file, name, path }) => ({ file, name, path: formatPath(path) }))).toEqual([
      { file: 'pages/cases/atlas.json', name: 'CaseNotListed', path: 'sections[4].listing' },
    ]);
  });
});

describe("a case summary's results", () => {
  it.each([2, 4])('refuse %i results with a message that says three', (count) => {
    const page = read('pages/cases/atlas.json');
    const results = page.sections[2].results;
    page.sections[2].results = Array.from({ length: count }, (_, i) => ({ ...results[i % 3], label: `Result ${i + 1}` }));
    const errors = withFile('pages/cases/atlas.json', page).errors;
    expect(errors.map(({ name, path }) => ({ name, path: formatPath(path) }))).toEqual([
      { name: 'CaseResults', path: 'sections[2].results' },
    ]);
    expect(errors[0].message).toContain(`exactly 3 headline results, got ${count}`);
  });

  it('are what the cards asking for them draw, and a card cannot ask on a page without a summary', () => {
    const site = loadSite(root);
    const atlas = site.pages.find((page) => page.document.route === '/cases/atlas')!.document;
    const written = read('pages/cases/atlas.json').sections[2];
    const side = (atlas.sections[3] as unknown as { side: { items: { term: string; value: string }[] }[] }).side;
    expect(side[0].items.map((item) => item.term)).toEqual(['Industry', 'Role', 'Team', 'Timeline', 'Tools']);
    expect(side[0].items.slice(1, 4).map((item) => item.value)).toEqual([written.role, written.team, written.timeline]);
    expect(side[1].items).toEqual(
      written.results.map((result: { value: string; label: string }) => ({ term: result.label, value: result.value })),
    );

    const page = read('pages/cases/atlas.json');
    page.sections.splice(2, 1);
    const errors = withFile('pages/cases/atlas.json', page).errors;
    expect(errors.map(({ name, path }) => ({ name, path: formatPath(path) }))).toEqual([
      { name: 'NoCaseSummary', path: 'sections[2].side[0].items[1].fromSummary' },
      { name: 'NoCaseSummary', path: 'sections[2].side[1].items[0].fromSummary' },
    ]);
  });
});
