import { describe, expect, it } from 'vitest';
import { feedOf, feedPath, feedTitles, isInFeed } from './feeds';

describe('feeds', () => {
  it('sit beside their page’s route', () => {
    expect([feedPath('/thoughts', 'atom'), feedPath('/thoughts', 'json'), feedPath('/', 'atom')]).toEqual([
      '/thoughts/feed.xml',
      '/thoughts/feed.json',
      '/feed.xml',
    ]);
  });

  it('hold the page and the pages under it, not a page whose route only starts alike', () => {
    expect(['/thoughts', '/thoughts/design', '/thoughts/a/b', '/thoughtsx', '/about'].map((r) => isInFeed(r, '/thoughts'))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(isInFeed('/about', '/')).toBe(true);
  });

  it('are listed by route from the documents that declare one', () => {
    expect(feedTitles([{ route: '/a', feed: { title: 'A' } }, { route: '/b' }])).toEqual({ '/a': 'A' });
  });

  describe('the feed a page belongs to', () => {
    const feeds = { '/thoughts': 'Thoughts', '/thoughts/design': 'Design' };

    it('is the nearest at or above it', () => {
      expect(feedOf({ route: '/thoughts/growth' }, feeds)).toEqual({ route: '/thoughts', title: 'Thoughts' });
      expect(feedOf({ route: '/thoughts/design/seats' }, feeds)).toEqual({ route: '/thoughts/design', title: 'Design' });
      expect(feedOf({ route: '/about' }, feeds)).toBeUndefined();
    });

    it('is its own when no list is at hand', () => {
      expect(feedOf({ route: '/notes', feed: { title: 'Notes' } }, {})).toEqual({ route: '/notes', title: 'Notes' });
    });

    it('is the listed one for a copy of a document at another route (an archive’s month page)', () => {
      expect(feedOf({ route: '/thoughts/2025/03', feed: { title: 'Thoughts' } }, feeds)).toEqual({ route: '/thoughts', title: 'Thoughts' });
    });
  });
});
