import { describe, expect, it } from 'vitest';
import type { PageDocument } from '../../blocks/page';
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

  it('date a robotics update by its week’s first day, link it to its card on the week’s page, and give its source as related', () => {
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
    const [entry] = feedEntries('/robots', [page('/robots', [{ type: 'robotics-archive', open: 'current', weeks }])], base);
    expect(entry).toEqual({
      // An id the owner chose is kept, whatever it holds.
      id: 'tag:vega.example,2025-02-22:/robots/w4%20%231',
      title: 'Update',
      // The archive's only week is the one its own route shows.
      url: `${base}/robots#story-w4.20..23.1`,
      related: 'https://robots.example/1',
      date: '2025-02-22',
      summary: 'What happened.',
      category: 'Hardware',
    });
    expect(new URL(entry.id).protocol).toBe('tag:');
  });

  it('link a news story to the page of its week, the archive’s route for the week it opens', () => {
    const story = (id: string, date: string) => ({
      id,
      title: `Story ${id}`,
      description: 'Text.',
      date,
      source: 'S',
      tags: [],
      url: `https://news.example/${id}`,
    });
    const archive = { type: 'news-archive', open: 'current', items: [story('a', '2025-01-03'), story('b', '2025-02-10')] };
    const urls = Object.fromEntries(feedEntries('/news', [page('/news', [archive])], base).map((entry) => [entry.title, entry.url]));
    expect(urls).toEqual({ 'Story b': `${base}/news#story-b`, 'Story a': `${base}/news/2025-01-w1#story-a` });
    const opened = { ...archive, open: { year: 2025, month: 1, week: 1 } };
    const urlsOpened = Object.fromEntries(feedEntries('/news', [page('/news', [opened])], base).map((entry) => [entry.title, entry.url]));
    expect(urlsOpened).toEqual({ 'Story b': `${base}/news/2025-02-w2#story-b`, 'Story a': `${base}/news#story-a` });
  });

  it('know a story numbered by its place in its week by its title, so that renumbering the week changes no id', () => {
    const story = (id: string, title: string) => ({
      id,
      title,
      description: 'Text.',
      date: '2025-01-03',
      source: 'S',
      tags: [],
      url: 'https://news.example/',
    });
    const archive = (items: object[]) => page('/news', [{ type: 'news-archive', open: 'current', items }]);
    const ids = (items: object[]) =>
      Object.fromEntries(feedEntries('/news', [archive(items)], base).map((entry) => [entry.title, entry.id]));
    const before = ids([story('2025-01-w1-1', 'OpenAI Ships It, at Last'), story('2025-01-w1-2', 'Überraschung in Köln')]);
    expect(before).toEqual({
      'OpenAI Ships It, at Last': 'tag:vega.example,2025-01-03:/news/openai-ships-it-at-last',
      'Überraschung in Köln': 'tag:vega.example,2025-01-03:/news/uberraschung-in-koln',
    });
    expect(ids([story('2025-01-w1-1', 'Überraschung in Köln'), story('2025-01-w1-2', 'OpenAI Ships It, at Last')])).toEqual(before);
    // Its case or punctuation put right, a title is the same story.
    expect(ids([story('2025-01-w1-1', 'OpenAI ships it at last!')])['OpenAI ships it at last!']).toBe(before['OpenAI Ships It, at Last']);
  });
});
