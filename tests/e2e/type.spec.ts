import { expect, test, type Page } from '@playwright/test';
import { HEADING_FONT } from '../../src/app/theme';
import { at, fixtureSite, recordLayoutShifts, shiftSum, waitForHydration } from './support';

/**
 * The type system on the fixture site: no text under 12 px, running text at most 75 characters a line,
 * and the headings' typeface preloaded, served, used by the page's h1 and within 60 kB a page.
 */
const MIN_TEXT_PX = 12;
const MAX_LINE_CHARS = 75;
const FONT_BUDGET = 60 * 1024;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const routes = fixtureSite.pages.map((page) => page.route);

/** Visible text nodes whose element draws them under `min` px: "font-size px: text". */
function smallText(page: Page, min: number) {
  return page.evaluate((min) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      // Text a screen reader alone reads (clipped to a pixel) is not drawn.
      const box = element.getBoundingClientRect();
      // Lettering inside a picture (a drawn product screen) is part of the picture, which its name describes in words.
      if (element.closest('[role="img"]')) continue;
      if (box.width <= 1 || box.height <= 1) continue;
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < min) found.push(`${size}px: ${text.slice(0, 40)}`);
    }
    return found;
  }, min);
}

/** The longest line, in characters, of each paragraph of running text in <main>, with its start. */
function longestLines(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main p')].flatMap((paragraph) => {
      const counts = new Map<number, number>();
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        for (let i = 0; i < (node.textContent ?? '').length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect || rect.width === 0) continue;
          const line = Math.round(rect.top);
          counts.set(line, (counts.get(line) ?? 0) + 1);
        }
      const longest = Math.max(0, ...counts.values());
      return longest ? [{ longest, text: (paragraph.textContent ?? '').slice(0, 40) }] : [];
    }),
  );
}

for (const viewport of VIEWPORTS)
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const route of routes)
      test(`${route}: no visible text under 12 px, no line of running text over 75 characters`, async ({ page }) => {
        await page.goto(at(route));
        await waitForHydration(page);
        expect(await smallText(page, MIN_TEXT_PX)).toEqual([]);
        const lines = await longestLines(page);
        expect(lines.filter(({ longest }) => longest > MAX_LINE_CHARS)).toEqual([]);
      });
  });

for (const route of routes)
  test(`${route}: the headings' typeface is preloaded, served, drawn by the h1 and within 60 kB`, async ({ page, request }) => {
    const fontBytes: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font') fontBytes.push(response.body().then((body) => body.length));
    });
    const html = await (await request.get(at(route))).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = /<link rel="preload" href="([^"]+\.woff2)" as="font" type="font\/woff2" crossorigin>/.exec(head);
    expect(preload, 'a preload of the font in <head>').not.toBeNull();
    const file = await request.get(preload![1]);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('font/woff2');

    await page.goto(at(route));
    await waitForHydration(page);
    await page.evaluate(() => document.fonts.ready);
    const h1 = await page
      .locator('h1')
      .first()
      .evaluate(
        (heading, family) => ({
          family: getComputedStyle(heading).fontFamily,
          loaded: [...document.fonts].some((face) => face.family.replace(/"/g, '') === family && face.status === 'loaded'),
          drawn: document.fonts.check(`${getComputedStyle(heading).fontWeight} 16px ${family}`, heading.textContent ?? ''),
        }),
        HEADING_FONT,
      );
    expect(h1.family.replace(/"/g, '').split(',')[0].trim()).toBe(HEADING_FONT);
    expect(h1.loaded).toBe(true);
    expect(h1.drawn).toBe(true);
    const bytes = (await Promise.all(fontBytes)).reduce((sum, size) => sum + size, 0);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(FONT_BUDGET);
  });

// On a slow first visit the typeface arrives after the first paint, drawn meanwhile by a system face scaled to it
// (src/build/heading-font.ts). Its arrival must move nothing: a heading that took another line in the stand-in
// would push the page down as it swaps. The script is held back, so only the font (and the site's sheet) can land.
for (const viewport of VIEWPORTS)
  for (const route of routes)
    test(`${route} at ${viewport.width} px: the headings' typeface arriving after the first paint moves nothing`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.route(/\/build\/.*\.js$/, (request) => request.abort());
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\.woff2$/, async (request) => {
        await held;
        await request.continue();
      });
      const layoutShifts = await recordLayoutShifts(page);
      await page.goto(at(route), { waitUntil: 'domcontentloaded' }); // the load event waits for the font
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      release();
      await page.waitForFunction(
        (family) => [...document.fonts].some((face) => face.family.replace(/"/g, '') === family && face.status === 'loaded'),
        HEADING_FONT,
      );
      // Two frames: the swap is laid out and its shift reported.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const shifts = await layoutShifts();
      expect(shiftSum(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(0.01);
    });
