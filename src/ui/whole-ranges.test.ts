import { describe, expect, it } from 'vitest';
import { wholeRanges } from './whole-ranges';

describe('wholeRanges', () => {
  it('joins the numbers of a range to its dash, so no line breaks inside it', () => {
    expect(wholeRanges('CarDekho · 2018–2019')).toBe('CarDekho · 2018\u2060–\u20602019');
    expect(wholeRanges('$9.99–$24.99 a trip')).toBe('$9.99\u2060–\u2060$24.99 a trip');
    // Spaces the owner typed stay, as spaces a line does not break at.
    expect(wholeRanges('2010 – 2014')).toBe('2010\u00a0–\u00a02014');
  });

  it('leaves a dash between words, and text without a range, as it is', () => {
    expect(wholeRanges('Design – build – ship')).toBe('Design – build – ship');
    expect(wholeRanges('Since 2019')).toBe('Since 2019');
  });
});
