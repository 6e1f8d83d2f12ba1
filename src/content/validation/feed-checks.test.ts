import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatPath } from './json-source';
import { formatError, validateSite, type SourceFile } from './validate';

const fixtureRoot = join(import.meta.dirname, '../../../tests/fixtures/site');
// The fixture's site settings, its nav leading to the page every test has, and no redirect, footer or 404 links (to
// pages left out).
const { footer: _footer, notFound: _notFound, ...fixtureSettings } = JSON.parse(readFileSync(join(fixtureRoot, 'pages/site.json'), 'utf8'));
const settings = { ...fixtureSettings, nav: [{ label: 'Notes', href: '/notes' }], redirects: [] } as object;
const siteFile: SourceFile = { file: 'pages/site.json', text: JSON.stringify(settings) };

const page = (route: string, extra: object, items: object[]): SourceFile => ({
  file: `pages${route}.json`,
  text: JSON.stringify({
    $schema: `${'../'.repeat(route.split('/').length - 1)}schemas/page.schema.json`,
    route,
    title: 'Notes',
    description: 'Notes from the road.',
    ...extra,
    sections: [
      { type: 'page-header', heading: 'Notes', body: ['Notes from the road, a few a month, on maps and trams.'] },
      { type: 'two-column', main: [{ type: 'article-grid', items }], side: [{ type: 'prose', body: ['Beside the notes.'] }] },
    ],
  }),
});
const undated = { title: 'Undated', href: '{blog}/undated' };
const dated = { title: 'Dated', href: '{blog}/dated', date: '2025-04-01' };
const placeholder = { title: 'Coming soon' };

function warnings(...pages: SourceFile[]) {
  const result = validateSite(siteFile, pages, () => true);
  expect(result.errors.map(formatError)).toEqual([]);
  return result.warnings.map((warning) => [warning.file, formatPath(warning.path), warning.name]);
}

describe('an article a feed leaves out for want of a date', () => {
  it('is a warning on a page with "feed", at the article, in a column too; a placeholder is not', () => {
    expect(warnings(page('/notes', { feed: { title: 'Notes' } }, [dated, undated, placeholder]))).toEqual([
      ['pages/notes.json', 'sections[1].main[0].items[1]', 'UndatedFeedArticle'],
    ]);
  });

  it('is a warning on a page under one, whichever file comes first', () => {
    const child = page('/notes/trams', {}, [undated]);
    const parent = page('/notes', { feed: { title: 'Notes' } }, [dated]);
    const expected = [['pages/notes/trams.json', 'sections[1].main[0].items[0]', 'UndatedFeedArticle']];
    expect(warnings(child, parent)).toEqual(expected);
    expect(warnings(parent, child)).toEqual(expected);
  });

  it('is nothing on a page in no feed', () => {
    expect(warnings(page('/notes', {}, [undated]), page('/notesx', { feed: { title: 'Others' } }, [dated]))).toEqual([]);
  });
});
