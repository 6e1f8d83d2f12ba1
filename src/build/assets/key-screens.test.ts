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

  it("stands a screen on the box's foot, rather than lifting it off, when the ringed part is near its end", () => {
    // A map is taller than the room above the ring: the cut's edge at the map's foot lifted the window's end to 59%.
    const parts = [
      { part: 'map' as const, pin: 'Harbour · 3 waiting' },
      { part: 'row' as const, title: 'Berth 4', detail: 'Free from 14:00' },
      { part: 'row' as const, title: 'Berth 7', detail: 'Free from 15:30', highlight: true },
    ];
    const svg = keyScreenSvg({ ...file.screen, device: 'desktop', parts }, 'light');
    const boxHeight = Number(/viewBox="0 0 \d+ (\d+)"/.exec(svg)![1]);
    const top = Number(/<g transform="translate\(-?\d+ (-?\d+)\)">/.exec(svg)![1]);
    const height = Number(/<rect width="\d+" height="(\d+)"/.exec(svg.slice(svg.indexOf('<g transform')))![1]);
    // Its foot no higher than the margin kept above its top (9% of the box), give or take a unit of rounding.
    expect(top + height).toBeGreaterThanOrEqual(boxHeight * 0.91 - 1);
  });

  it('slides the screen up when the part the case rings would lie in the fade at its foot, and fades the top it cuts', () => {
    const ringed = file.screen.parts.findIndex((part) => part.highlight);
    const filler = Array.from({ length: 6 }, (_, i) => ({ part: 'field' as const, label: `Field ${i}`, value: 'Value' }));
    const low = { ...file.screen, parts: [...file.screen.parts.slice(0, ringed), ...filler, ...file.screen.parts.slice(ringed)] };
    const moved = (svg: string) => Number(/<g transform="translate\(-?\d+ (-?\d+)\)">/.exec(svg)![1]);
    const boxHeight = (svg: string) => Number(/viewBox="0 0 \d+ (\d+)"/.exec(svg)![1]);

    // A ring near the top leaves the screen where it stands, a little below the box's top (a tablet: a phone's head
    // is always above the box).
    const first = { ...low, device: 'tablet' as const, parts: low.parts.map((part, i) => ({ ...part, highlight: i === 0 })) };
    expect(moved(keyScreenSvg(first, 'light'))).toBeGreaterThan(0);
    expect(keyScreenSvg(first, 'light')).not.toContain('mask="url(#head)"');

    const svg = keyScreenSvg(low, 'light');
    expect(moved(svg)).toBeLessThan(0);
    expect(svg).toContain('mask="url(#head)"');
    // Only the cut edge softens: a fade as long as the foot's greyed the app bar's title under it.
    const headFade = Number(/<linearGradient id="head-fade"[^>]*><stop offset="([\d.]+)"/.exec(svg)![1]);
    expect(1 - headFade).toBeLessThanOrEqual(0.05);
    const span = drawScreen(low, new Proxy({}, { get: (_, name) => String(name) })).spans[ringed + filler.length];
    const [top, bottom] = [moved(svg) + span.top, moved(svg) + span.top + span.height];
    // Clear of both fades (each 16% of the box), so the card shows the proof at full strength.
    expect(top).toBeGreaterThanOrEqual(boxHeight(svg) * 0.16 - 1);
    expect(bottom).toBeLessThanOrEqual(boxHeight(svg) * 0.84 + 1);
  });

  it("cuts its top between two parts, never through one or the device's head, wherever the ringed part stands", () => {
    // Banners: taller than the gaps between parts, so a cut that ignored them would land inside one.
    const filler = Array.from({ length: 6 }, (_, i) => ({
      part: 'banner' as const,
      text: `Notice ${i}: read this first, then go on.`,
      tone: 'info' as const,
    }));
    const plain = new Proxy({}, { get: (_, name) => String(name) });
    let cut = 0;
    // The ring on each part in turn, below a column of banners tall enough to push it down the screen.
    for (let ringed = 0; ringed <= filler.length; ringed += 1) {
      const ring = { part: 'field' as const, label: 'Ringed', value: 'Value', highlight: true };
      const parts = [...filler.slice(0, ringed), ring, ...filler.slice(ringed)];
      const screen = { ...file.screen, parts };
      const svg = keyScreenSvg(screen, 'light');
      const moved = Number(/<g transform="translate\(-?\d+ (-?\d+)\)">/.exec(svg)![1]);
      if (moved >= 0) continue;
      cut += 1;
      const { spans } = drawScreen(screen, plain);
      // A phone's head (its island and status bar) above the first part is cut whole too, 6 units of screen over it.
      for (const span of [{ top: 0, height: spans[0].top - 6 }, ...spans])
        expect(span.top >= -moved || span.top + span.height <= -moved, `ring on part ${ringed}`).toBe(true);
    }
    expect(cut).toBeGreaterThan(2);
  });

  it('starts a phone at its screen, never at its island and status bar, wherever the ringed part stands', () => {
    const plain = new Proxy({}, { get: (_, name) => String(name) });
    for (const ringed of file.screen.parts.keys()) {
      const screen = { ...file.screen, parts: file.screen.parts.map((part, i) => ({ ...part, highlight: i === ringed })) };
      const svg = keyScreenSvg(screen, 'light');
      const moved = Number(/<g transform="translate\(-?\d+ (-?\d+)\)">/.exec(svg)![1]);
      // The first part stands at most 6 units under the box's top: the island (to 28) and "9:41" lie above it.
      expect(moved + drawScreen(screen, plain).spans[0].top, `ring on part ${ringed}`).toBeLessThanOrEqual(6);
    }
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
