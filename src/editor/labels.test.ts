import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { PAGE_SCHEMA } from './form/block-schemas';
import { itemNoun, labelOf, placeInWords } from './labels';

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
