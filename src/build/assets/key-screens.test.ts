import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawScreen } from '../../blocks/screens/draw/device';
import { keyScreenFiles } from '../../content/derivation/case-screens';
import { loadSite } from '../../content/validation/load';
import { BRANDS } from '../../blocks/screens/schema';
import { drawingStyle, keyScreenFileTexts, keyScreenSvg } from './key-screens';

/** The fixture site's one key screen a card shows: /cases/harbour's, on the /cases listing. */
const site = loadSite(join(import.meta.dirname, '../../../tests/fixtures/site'));
const [file] = keyScreenFiles(site.pages.map((page) => page.document));

const styleOf = (svg: string) => /<style>([\s\S]*?)<\/style>/.exec(svg)![1];
const classesIn = (svg: string) =>
  new Set([...svg.replace(/<style>[\s\S]*?<\/style>/, '').matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1].split(' ')));

describe("a case's key screen as a file of its own", () => {
  it('is a 640 × 360 SVG that stands alone: every colour written out, no variable or stylesheet of the page', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const svg = keyScreenSvg(file.screen, scheme);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+" width="640" height="360">/);
      expect(svg).not.toContain('var(');
      expect(svg).not.toContain('color-mix');
      // Every class the drawing uses has a rule: none is left to draw in the default black.
      const style = styleOf(svg);
      for (const name of classesIn(svg)) expect(style, name).toMatch(new RegExp(`\\.${name}[{,\\s]`));
    }
  });

  it("draws the screen's words, without the rings and numbered callouts a caption explains on the case's page", () => {
    const svg = keyScreenSvg(file.screen, 'light');
    for (const part of file.screen.parts) if (part.part === 'app-bar') expect(svg).toContain(`>${part.title}<`);
    expect(file.screen.parts.some((part) => part.highlight || part.callout)).toBe(true);
    expect(classesIn(svg)).not.toContain('ring');
    expect(classesIn(svg)).not.toContain('callout');
  });

  it("is a close-up: on a card 300 px wide, the screen's body text draws at 9 px or more, a browser's page at 8", () => {
    const body = Number(/\.body[^{]*\{[^}]*font-size:(\d+)px/.exec(styleOf(keyScreenSvg(file.screen, 'light')))![1]);
    for (const device of ['phone', 'tablet', 'desktop'] as const) {
      const screen = { ...file.screen, device, sidebar: ['Overview', 'Reports', 'Settings'], address: 'studio.example/jobs' };
      const svg = keyScreenSvg(screen, 'light');
      const boxWidth = Number(/viewBox="0 0 (\d+)/.exec(svg)![1]);
      expect(body * (300 / boxWidth), device).toBeGreaterThanOrEqual(device === 'desktop' ? 8 : 9);
      // Whatever the device, it stands whole across the picture: no line of words, no sidebar cut at an edge.
      const left = Number(/<g transform="translate\((-?\d+) /.exec(svg)![1]);
      const width = Number(/<rect width="(\d+)"/.exec(svg.slice(svg.indexOf('<g transform')))![1]);
      expect(left, device).toBeGreaterThan(0);
      expect(left + width, device).toBeLessThan(boxWidth);
      // A browser is drawn narrow for the card, without its sidebar, and its bar shows the page's address.
      expect(svg.includes('>Reports<'), device).toBe(device === 'tablet');
      expect(svg.includes('studio.example/jobs'), device).toBe(device === 'desktop');
    }
  });

  /** The box's height, and where the device's head and its scrolled screen stand (the same when it does not scroll). */
  const placed = (svg: string) => {
    const [head, scrolled = head] = [...svg.matchAll(/<g transform="translate\(-?\d+ (-?\d+)\)">/g)].map((m) => Number(m[1]));
    return { boxHeight: Number(/viewBox="0 0 \d+ (\d+)"/.exec(svg)![1]), head, scrolled };
  };
  const plain = new Proxy({}, { get: (_, name) => String(name) });

  it("shows every device's head a margin under the box's top, wherever the ringed part stands", () => {
    for (const device of ['phone', 'tablet', 'desktop'] as const)
      for (const ringed of file.screen.parts.keys()) {
        const screen = { ...file.screen, device, parts: file.screen.parts.map((part, i) => ({ ...part, highlight: i === ringed })) };
        const { boxHeight, head } = placed(keyScreenSvg(screen, 'light'));
        // 9% of the box: a phone cut at the card's edge read as a crop, a browser without its bar as a loose page.
        expect(head, `${device}, ring on part ${ringed}`).toBe(Math.round(boxHeight * 0.09));
      }
  });

  it('scrolls the screen under its head when the part the case rings would lie in the fade at its foot', () => {
    const ringed = file.screen.parts.findIndex((part) => part.highlight);
    const filler = Array.from({ length: 6 }, (_, i) => ({ part: 'field' as const, label: `Field ${i}`, value: 'Value' }));
    const low = { ...file.screen, parts: [...file.screen.parts.slice(0, ringed), ...filler, ...file.screen.parts.slice(ringed)] };

    // A ring near the top leaves the screen as it stands, drawn once.
    const first = { ...low, parts: low.parts.map((part, i) => ({ ...part, highlight: i === 0 })) };
    expect(keyScreenSvg(first, 'light')).not.toContain('clip-path');

    const svg = keyScreenSvg(low, 'light');
    const { boxHeight, head, scrolled } = placed(svg);
    expect(scrolled).toBeLessThan(head);
    expect(svg).toContain('clip-path="url(#head)"');
    expect(svg).toContain('clip-path="url(#scrolled)"');
    const span = drawScreen(low, plain).spans[ringed + filler.length];
    // Clear of the foot's fade (16% of the box), so the card shows the proof at full strength.
    expect(scrolled + span.top + span.height).toBeLessThanOrEqual(boxHeight * 0.84 + 1);
  });

  it('scrolls by whole parts: the screen under the head starts with one, never through one, wherever the ringed part stands', () => {
    // Banners: taller than the gaps between parts, so a scroll that ignored them would cut one at the seam.
    const filler = Array.from({ length: 6 }, (_, i) => ({
      part: 'banner' as const,
      text: `Notice ${i}: read this first, then go on.`,
      tone: 'info' as const,
    }));
    let scrolls = 0;
    for (const device of ['phone', 'desktop'] as const)
      for (let ringed = 0; ringed <= filler.length; ringed += 1) {
        const ring = { part: 'field' as const, label: 'Ringed', value: 'Value', highlight: true };
        const screen = { ...file.screen, device, parts: [...filler.slice(0, ringed), ring, ...filler.slice(ringed)] };
        const { head, scrolled } = placed(keyScreenSvg(screen, 'light'));
        if (scrolled === head) continue;
        scrolls += 1;
        const { spans } = drawScreen(screen, plain, undefined, device === 'desktop' ? 360 : undefined);
        // The first part shown under the head stands where the screen's first part stands unscrolled.
        expect(
          spans.some((span) => span.top + scrolled === spans[0].top + head),
          `${device}, ring on part ${ringed}`,
        ).toBe(true);
      }
    expect(scrolls).toBeGreaterThan(2);
  });

  it("keeps a short device reaching the box's foot, rather than scrolling it up off it", () => {
    // A browser holding a map is barely taller than the box: scrolled to its last row, its foot would float.
    const parts = [
      { part: 'map' as const, pin: 'Harbour · 3 waiting' },
      { part: 'row' as const, title: 'Berth 4', detail: 'Free from 14:00' },
      { part: 'row' as const, title: 'Berth 7', detail: 'Free from 15:30', highlight: true },
    ];
    const screen = { ...file.screen, device: 'desktop' as const, parts };
    const { boxHeight, scrolled } = placed(keyScreenSvg(screen, 'light'));
    expect(scrolled + drawScreen(screen, plain, undefined, 360).height).toBeGreaterThanOrEqual(boxHeight);
  });

  it('is drawn again for the dark scheme as its twin, in the dark palette', () => {
    const [light, dark] = keyScreenFileTexts([file]);
    expect(light.path).toBe(file.path);
    expect(dark.path).toBe(file.path.replace(/\.svg$/, '.dark.svg'));
    // The screen's ground: white in light, the dark scheme's panel colour in dark; a filled button the site's own
    // filled blue in both.
    expect(styleOf(light.text)).toMatch(/\.screen\{fill:#fff\}/);
    expect(styleOf(dark.text)).toMatch(/\.screen\{fill:#1f2434\}/);
    for (const { text } of [light, dark]) expect(styleOf(text)).toMatch(/\.control\{fill:#3b58b0\}/);
  });

  it("draws a product in its brand's colours, each readable in either scheme: words and lines 4.5:1 on its screens, white on its buttons", () => {
    const fill = (style: string, rule: string) =>
      new RegExp(`(?:^|\\})${rule.replace(/\./g, '\\.')}\\{fill:#([0-9a-f]{6}|[0-9a-f]{3})[;}]`)
        .exec(style)![1]
        .replace(/^(.)(.)(.)$/, '$1$1$2$2$3$3');
    const luminance = (hex: string) =>
      [0, 2, 4]
        .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
        .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
    const contrast = (a: string, b: string) => {
      const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (high + 0.05) / (low + 0.05);
    };
    for (const scheme of ['light', 'dark'] as const) {
      const site = drawingStyle(scheme);
      const accents = new Set([fill(site, '.accent')]);
      for (const brand of BRANDS) {
        const style = drawingStyle(scheme, brand);
        const [accent, control] = [fill(style, '.accent'), fill(style, '.control')];
        accents.add(accent);
        for (const surface of [fill(style, '.screen'), fill(style, '.chrome,.card')])
          expect(contrast(accent, surface), `${brand} ${scheme}: ${accent} on ${surface}`).toBeGreaterThanOrEqual(4.5);
        expect(contrast('ffffff', control), `${brand} ${scheme}: white on ${control}`).toBeGreaterThanOrEqual(4.5);
        // The rings and callouts are the owner's notes on the product, in the site's colour whatever the brand.
        expect(fill(style, '.callout')).toBe(fill(site, '.callout'));
      }
      // Each brand is a colour of its own, none the site's.
      expect(accents.size, scheme).toBe(BRANDS.length + 1);
    }
  });
});
