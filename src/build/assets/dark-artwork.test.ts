import { describe, expect, it } from 'vitest';
import { darkColour, darkSvg } from './dark-artwork';

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

  it('turns white into a sheet a step above the dark card surface, in its navy hue, not a grey hole in it', () => {
    const surface = '#1f2434'; // the theme's dark 7, which every toned card stands on in the dark
    const sheet = dark('#ffffff');
    const [red, , blue] = [1, 3, 5].map((i) => parseInt(sheet.slice(i, i + 2), 16));
    expect(contrast(sheet, '#000000')).toBeGreaterThan(contrast(surface, '#000000'));
    expect(contrast(sheet, surface)).toBeLessThan(1.3);
    expect(blue - red).toBeGreaterThanOrEqual(16);
  });

  it('leaves the ground a drawing paints under everything unpainted, so it stands on the card surface as toned cards do', () => {
    const drawing = (ground: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320"><defs><linearGradient id="bg"><stop stop-color="#dbeafe"/></linearGradient></defs>${ground}<rect x="90" y="60" width="300" height="190" rx="18" fill="#1e3a5f"/></svg>`;
    const shapes = (svg: string) => [...svg.matchAll(/<rect\b[^>]*>/g)].map(([tag]) => tag);
    // A ground filling the canvas, with or without rounded corners: gone, and the picture on it still turned.
    for (const ground of [
      '<rect width="480" height="320" rx="24" fill="url(#bg)"/>',
      '<rect x="0" y="0" width="100%" height="100%" fill="#fef3c7"/>',
    ]) {
      const [first, picture] = shapes(darkSvg(drawing(ground)));
      expect(first).toMatch(/ fill="none"/);
      expect(picture).toContain(`fill="${dark('#1e3a5f')}"`);
    }
    // A first shape that covers only part of the canvas is part of the picture: turned, not removed.
    const [part] = shapes(darkSvg(drawing('<rect x="40" width="400" height="320" fill="#dbeafe"/>')));
    expect(part).toContain(`fill="${dark('#dbeafe')}"`);
  });
});
