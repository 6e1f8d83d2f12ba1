import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignPoolIcons } from './icon-pool';

const pool = ['a', 'b', 'c', 'd'] as const;
type I = (typeof pool)[number] | 'x';

describe('icon pools', () => {
  it('give cards without an icon the pool icons in order', () => {
    expect(assignPoolIcons<I>(pool, [undefined, undefined, undefined])).toEqual(['a', 'b', 'c']);
  });

  it("keep a card's own icon, and skip a pool icon a card already uses", () => {
    expect(assignPoolIcons<I>(pool, [undefined, 'c', undefined, undefined])).toEqual(['a', 'c', 'b', 'd']);
    expect(assignPoolIcons<I>(pool, ['x', undefined])).toEqual(['x', 'a']);
    // A card further down that names a pool icon keeps it from the cards before it too.
    expect(assignPoolIcons<I>(pool, [undefined, undefined, 'a'])).toEqual(['b', 'c', 'a']);
  });

  it('wrap by position once every pool icon is used', () => {
    expect(assignPoolIcons<I>(pool, Array(10).fill(undefined))).toEqual(['a', 'b', 'c', 'd', 'a', 'b', 'c', 'd', 'a', 'b']);
    // Position counts every card of the pool, those with their own icon too.
    expect(assignPoolIcons<I>(pool, [undefined, 'x', undefined, undefined, undefined, undefined, undefined])).toEqual([
      'a',
      'x',
      'b',
      'c',
      'd',
      pool[5 % 4],
      pool[6 % 4],
    ]);
  });

  it('are deterministic: the same cards always get the same icons, one per card, from the pool or their own', () => {
    const own = fc.array(fc.option(fc.constantFrom<I>('a', 'b', 'c', 'd', 'x'), { nil: undefined }), { maxLength: 30 });
    fc.assert(
      fc.property(own, (cards) => {
        const icons = assignPoolIcons<I>(pool, cards);
        expect(assignPoolIcons<I>(pool, cards)).toEqual(icons);
        expect(icons).toHaveLength(cards.length);
        icons.forEach((icon, i) => expect(icon).toBe(cards[i] ?? icon));
        for (const [i, icon] of icons.entries()) if (cards[i] === undefined) expect(pool).toContain(icon);
        // Until the pool runs out, no pool icon is given twice.
        const given = icons.filter((_, i) => cards[i] === undefined);
        const fresh = given.slice(0, pool.length - new Set(cards.filter((c) => c && c !== 'x')).size);
        expect(new Set(fresh).size).toBe(fresh.length);
        for (const icon of fresh) expect(cards).not.toContain(icon);
      }),
    );
  });

  it('refuse an empty pool (the site schema requires one icon at least)', () => {
    expect(() => assignPoolIcons([], [undefined])).toThrow();
  });
});
