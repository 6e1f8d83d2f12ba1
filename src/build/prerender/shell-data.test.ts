import { afterEach, expect, it } from 'vitest';
import { loadSite } from '../../content/validation/load';
import { builtOn, notFoundSuggestions } from './shell-data';

const pinned = process.env.SITE_BUILT_ON;
afterEach(() => {
  if (pinned === undefined) delete process.env.SITE_BUILT_ON;
  else process.env.SITE_BUILT_ON = pinned;
});

it('names the day of the build in UTC, whatever the hour, and keeps a pinned day', () => {
  delete process.env.SITE_BUILT_ON;
  expect(builtOn(new Date('2026-11-26T23:59:59Z'))).toEqual({ iso: '2026-11-26', label: '26 November 2026' });
  expect(builtOn(new Date('2027-01-01T00:00:00+05:00'))).toEqual({ iso: '2026-12-31', label: '31 December 2026' });
  process.env.SITE_BUILT_ON = '2026-03-04';
  expect(builtOn(new Date('2027-01-01T00:00:00Z'))).toEqual({ iso: '2026-03-04', label: '4 March 2026' });
});

it('suggests the first three cards of the named page’s first card grid that link into the site', () => {
  const { site, pages } = loadSite('tests/fixtures/site');
  const documents = pages.map((page) => page.document);
  const from = documents.find((document) => document.route === site!.notFound!.from)!;
  const grid = from.sections.find((section) => section.type === 'card-grid')!;
  const own = grid.items.filter((card) => card.href?.startsWith('/'));
  expect(own.length).toBeGreaterThan(3);
  expect(notFoundSuggestions(site!, documents)).toEqual(
    own.slice(0, 3).map(({ title, href, kicker }) => ({ title, href, ...(kicker && { kicker }) })),
  );
  expect(notFoundSuggestions({ ...site!, notFound: undefined }, documents)).toEqual([]);
});
