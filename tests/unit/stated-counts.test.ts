import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/content/validation/load';

// A page that says how many cases it lists says what its cards count, so adding or removing a case cannot leave a
// stale number behind ("10 of my favourites" over eleven cards). Read from the owner's documents, whatever they hold.
const NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const STATED = new RegExp(`\\b(\\d+|${NUMBERS.join('|')}) (case studies|cases|of my favourites)\\b`, 'gi');
const valueOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : NUMBERS.indexOf(word.toLowerCase()));

describe.each(loadSite('.').pages.map((page) => [page.document.route, page.document] as const))('%s', (_, document) => {
  it('states no count of its cases other than the number of its cards', () => {
    const cards = document.sections.reduce(
      (sum, section) => sum + (section.type === 'card-grid' ? (section as { items: unknown[] }).items.length : 0),
      0,
    );
    const stated = [...JSON.stringify(document).matchAll(STATED)].map(([whole, count]) => ({ whole, count: valueOf(count) }));
    expect(stated.filter(({ count }) => count !== cards)).toEqual([]);
  });
});
