// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadBlocks } from '../blocks/preload';
import { feedContentType, type FeedTitles } from '../schema/feeds';
import { sectionSchema, type PageDocument } from '../blocks/page';
import { FeedAlternates } from './FeedLinks';
import { PageRenderer } from './PageRenderer';
import { SiteFeedsContext } from './site-feeds';

afterEach(cleanup);

const page = (route: string, feed?: { title: string }): PageDocument => ({
  $schema: '',
  route,
  title: 'Notes',
  description: 'Notes',
  ...(feed && { feed }),
  sections: [
    { type: 'breadcrumbs', trail: [{ label: 'Home', href: '/' }], current: 'Notes' },
    { type: 'page-header', heading: 'Notes' },
    { type: 'prose', heading: 'More', body: ['Text.'] },
  ].map((section) => sectionSchema.parse(section)),
});

async function draw(document: PageDocument, feeds: FeedTitles = {}) {
  await preloadBlocks(['breadcrumbs', 'page-header', 'prose']);
  return render(
    <MantineProvider>
      <MemoryRouter>
        <SiteFeedsContext value={feeds}>
          <main>
            <PageRenderer document={document} />
          </main>
        </SiteFeedsContext>
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('the feed link', () => {
  it('follows the page’s heading, names its feed and leads to its Atom file, without an axe violation', async () => {
    const { container } = await draw(page('/notes', { title: 'Field notes' }));
    const link = screen.getByRole('link', { name: 'RSS feed of Field notes (Atom feed)' });
    expect(link.getAttribute('href')).toBe('/notes/feed.xml');
    expect(link.closest('[data-block]')?.getAttribute('data-block')).toBe('page-header');
    const results = await axe.run(container, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'],
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('on a page under one with a feed, leads to that page’s', async () => {
    await draw(page('/notes/trams'), { '/notes': 'Field notes' });
    expect(screen.getByRole('link', { name: /^RSS feed/ }).getAttribute('href')).toBe('/notes/feed.xml');
  });

  it('is not on a page in no feed', async () => {
    await draw(page('/about'), { '/notes': 'Field notes' });
    expect(screen.queryByRole('link', { name: /^RSS feed/ })).toBeNull();
  });
});

describe('the feed links in <head>', () => {
  it('name both formats, with their types and titles', () => {
    render(<FeedAlternates feed={{ route: '/notes', title: 'Field notes' }} />);
    const links = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('type'),
      link.getAttribute('title'),
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      [feedContentType('atom').split(';')[0], 'Field notes (Atom feed)', '/notes/feed.xml'],
      [feedContentType('json').split(';')[0], 'Field notes (JSON Feed)', '/notes/feed.json'],
    ]);
  });
});
