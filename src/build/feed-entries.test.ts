import { describe, expect, it } from 'vitest';
import type { PageDocument } from '../schema/page';
import { feedEntries } from './feed-entries';

const base = 'https://vega.example/portfolio';
const page = (route: string, sections: unknown[]) => ({ route, sections }) as PageDocument;
const grid = (items: object[]) => ({ type: 'article-grid', items });

describe('feed entries', () => {
  it('come from article grids in a layout’s columns too, with the label the page shows as category', () => {
    const layout = {
      type: 'two-column',
      main: [grid([{ title: 'In a column', href: '/notes/a', date: '2025-02-01', label: 'Maps' }])],
      side: [],
    };
    expect(feedEntries('/notes', [page('/notes', [layout])], base)).toEqual([
      { id: `${base}/notes/a`, title: 'In a column', url: `${base}/notes/a`, date: '2025-02-01', category: 'Maps' },
    ]);
  });

  it('resolve a link as the page does: a route or an anchor on the site, anything else as written', () => {
    const items = [
      { title: 'Route', href: '/about', date: '2025-01-03' },
      { title: 'Anchor', href: '#later', date: '2025-01-02' },
      { title: 'Blog', href: 'https://blog.vega.example/a', date: '2025-01-01' },
    ];
    expect(feedEntries('/notes', [page('/notes', [grid(items)])], base).map((entry) => entry.url)).toEqual([
      `${base}/about`,
      `${base}/notes#later`,
      'https://blog.vega.example/a',
    ]);
  });

  it('leave out placeholders, undated articles and links the browser resolves', () => {
    const items = [
      { title: 'Placeholder', date: '2025-01-01' },
      { title: 'Undated', href: '/about' },
      { title: 'Resume', href: '{resume}', date: '2025-01-01' },
    ];
    expect(feedEntries('/notes', [page('/notes', [grid(items)])], base)).toEqual([]);
  });

  it('count an article listed on two pages once', () => {
    const article = { title: 'Twice', href: 'https://blog.vega.example/twice', date: '2025-01-01' };
    const pages = [page('/notes', [grid([article])]), page('/notes/maps', [grid([article])])];
    expect(feedEntries('/notes', pages, base)).toHaveLength(1);
  });

  it('leave out pages beside the feed’s, however their routes start', () => {
    const article = (href: string) => grid([{ title: href, href, date: '2025-01-01' }]);
    const pages = [page('/notes', [article('/a')]), page('/notes/maps', [article('/b')]), page('/notesx', [article('/c')])];
    expect(feedEntries('/notes', pages, base).map((entry) => entry.title)).toEqual(['/a', '/b']);
  });

  it('give archive items tag: ids that hold the item’s id, and date a robotics update by its week’s first day', () => {
    const update = {
      id: 'w4 #1',
      title: 'Update',
      summary: 'What happened.',
      source: 'Lab',
      category: 'Hardware',
      link: 'https://robots.example/1',
      tag: 'Arms',
    };
    const weeks = [{ year: 2025, month: 2, week: 4, updates: [update], spotlight: {}, impressive: {} }];
    const [entry] = feedEntries('/robots', [page('/robots', [{ type: 'robotics-archive', weeks }])], base);
    expect(entry).toEqual({
      id: 'tag:vega.example,2025-02-22:/robots/w4%20%231',
      title: 'Update',
      url: 'https://robots.example/1',
      date: '2025-02-22',
      summary: 'What happened.',
      category: 'Hardware',
    });
    expect(new URL(entry.id).protocol).toBe('tag:');
  });
});
