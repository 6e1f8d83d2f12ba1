import { describe, expect, it } from 'vitest';
import { darkColour } from './dark-artwork';

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/** darkColour reads the digits of a hex colour, as an SVG's `#rrggbb` holds them after the hash. */
const dark = (hex: string) => darkColour(hex.slice(1));

describe('a drawing’s dark twin', () => {
  it('keeps the step between white and the pale greys and tints drawn on it, so they do not turn grey on grey', () => {
    for (const pale of ['#cccccc', '#d1d5db', '#e5e7eb', '#dbeafe', '#fde68a'])
      expect(contrast(dark(pale), dark('#ffffff')), pale).toBeGreaterThanOrEqual(contrast(pale, '#ffffff'));
  });

  it('turns white into a deep panel and navy ink into a pale one', () => {
    expect(contrast(dark('#ffffff'), '#000000')).toBeLessThan(2);
    expect(contrast(dark('#1e293b'), dark('#ffffff'))).toBeGreaterThan(7);
  });
});
