import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { PAGE_SCHEMA, SITE_SCHEMA } from './form/block-schemas';
import { itemName, itemNoun, placeInWords } from '../content/editing/place-in-words';
import { labelOf } from './labels';

describe('labels', () => {
  it('names a field by its description’s first phrase, or by its key in words when that phrase is a value', () => {
    expect(labelOf('description', { description: 'Search-result summary (meta description), about 150 characters' })).toBe(
      'Search-result summary',
    );
    expect(labelOf('id', { description: 'Anchor id of this section, so that a link "#id" scrolls to it' })).toBe(
      'Anchor id of this section',
    );
    expect(labelOf('aboutOwner', { description: 'true on pages about the owner (about, resume): …' })).toBe('About owner');
    expect(labelOf('staggerMs', {})).toBe('Stagger ms');
  });

  it('names a list’s item by the list’s noun', () => {
    expect(itemNoun('The cards')).toBe('Card');
    expect(itemNoun('Up to three buttons')).toBe('Button');
    expect(itemNoun('Other addresses that redirect here')).toBe('Address');
    expect(itemNoun('The stories')).toBe('Story');
    expect(itemNoun('Tried in order')).toBe('Item');
  });

  it('gives every property of the page schema a title in words', () => {
    const titles: string[] = [];
    const walk = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      const { properties } = node as RJSFSchema;
      for (const property of Object.values(properties ?? {})) titles.push(String((property as RJSFSchema).title));
      Object.values(node).forEach(walk);
    };
    walk(PAGE_SCHEMA);
    expect(titles.length).toBeGreaterThan(50);
    expect(titles.filter((title) => /^[a-z]+[A-Z]|^undefined$|^$/.test(title))).toEqual([]);
  });
});

describe('placeInWords', () => {
  it('names a field by its keys as words and a list item by what its list holds', () => {
    expect(placeInWords(['sections', 0, 'heading'])).toBe('Section 1 › Heading');
    expect(placeInWords(['profiles', 'linkedin'])).toBe('Profiles › Linkedin');
    expect(placeInWords(['sections', 2, 'items', 1, 'imageAlt'])).toBe('Section 3 › Item 2 › Image alt');
    expect(placeInWords(['resumeFile'])).toBe('Resume file');
  });
});

describe('placeInWords, given the document and its schema', () => {
  const page = {
    route: '/about',
    title: 'About',
    sections: [
      {
        type: 'page-header',
        heading: 'Hi',
        body: ['Start with the bad day of a **driver** on the [route](/work), then the fix.', 'Short one.'],
      },
      {
        type: 'card-grid',
        heading: 'My Values',
        items: [{ title: 'Ride along', text: 'A day in the van.' }, { text: 'No title here at all, only words' }, {}],
      },
      { type: 'two-column', main: [{ type: 'prose', heading: 'Overview', body: ['The main column.'] }], side: [] },
    ],
  };
  const words = (path: (string | number)[]) => placeInWords(path, page, PAGE_SCHEMA);

  it('names a paragraph by its first words, as plain text, never "Item 1"', () => {
    expect(words(['sections', 0, 'body', 0])).toBe('Section 1 › Paragraph “Start with the bad day…”');
    expect(words(['sections', 0, 'body', 1])).toBe('Section 1 › Paragraph “Short one.”');
  });

  it('names an item by its title, else its text’s first words, else its place', () => {
    expect(words(['sections', 1, 'items', 0, 'text'])).toBe('Section 2 › Card “Ride along” › Text');
    expect(words(['sections', 1, 'items', 1, 'text'])).toBe('Section 2 › Card “No title here at all,…” › Text');
    expect(words(['sections', 1, 'items', 2])).toBe('Section 2 › Card 3');
  });

  it('names a section inside a layout by its heading, and the site’s settings by their schema', () => {
    expect(words(['sections', 2, 'main', 0, 'body', 0])).toBe('Section 3 › Section “Overview” › Paragraph “The main column.”');
    const site = { name: 'Jordan', navigation: [{ label: 'Work', href: '/work' }] };
    expect(placeInWords(['navigation', 0, 'href'], site, SITE_SCHEMA)).toBe('Navigation › Item “Work” › Href');
  });

  it('quotes a long title cut to its first words, and a short one whole', () => {
    expect(itemName({ title: 'Fares that explain themselves' })).toBe('“Fares that explain themselves”');
    expect(itemName({ title: 'One two three four five six seven eight nine ten' })).toBe('“One two three four five…”');
    expect(itemName({ icon: 'users' })).toBeUndefined();
  });
});
