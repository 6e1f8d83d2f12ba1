import { expect, test, type APIRequestContext } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { fixtureSite } from './support';

/**
 * Sizes are budgets, checked on what the build ships (deterministic), never on timings.
 * - No page makes the browser wait for a stylesheet before its first paint: the rules it uses are
 *   inline, the full sheet loads as print (src/build/critical-css.ts).
 * - The inline rules stay within CSS_BUDGET.
 * - The code every page loads before it is interactive (the entry and what it imports) stays within
 *   ENTRY_JS_BUDGET; a page's document and its on-demand blocks come on top. The goal is 110 kB for a
 *   page without on-demand blocks, document included: this budget only goes down.
 */
const CSS_BUDGET = 15 * 1024;
const ENTRY_JS_BUDGET = 111 * 1024;

const gzipped = async (request: APIRequestContext, path: string) => gzipSync(await (await request.get(path)).body()).length;

for (const { route } of fixtureSite.pages) {
  test(`${route} ships no render-blocking stylesheet and inlines at most 15 kB of CSS`, async ({ request }) => {
    // The HTML as served: in a browser with JavaScript the sheet is switched on at once, and without it
    // <noscript> holds a plain link (to the whole sheet, which is what it should do there).
    const html = await (await request.get(route)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const outsideNoscript = head.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    const sheets = outsideNoscript.match(/<link\b[^>]*\brel="stylesheet"[^>]*>/g) ?? [];
    expect(sheets.length).toBeGreaterThan(0);
    for (const link of sheets) expect(link).toContain('media="print"');
    expect(head).toMatch(/<noscript><link\b[^>]*\brel="stylesheet"/);
    const inline = [...head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    expect(gzipSync(inline).length).toBeLessThanOrEqual(CSS_BUDGET);
  });
}

test('the entry code every page loads first stays within its budget', async ({ page, request }) => {
  await page.goto(fixtureSite.pages[0].route);
  const scripts = await page
    .locator('script[type="module"][src], link[rel="modulepreload"]')
    .evaluateAll((elements) => elements.map((e) => e.getAttribute('src') ?? e.getAttribute('href') ?? ''));
  expect(scripts.length).toBeGreaterThan(0);
  const sizes = await Promise.all(scripts.map((path) => gzipped(request, path)));
  expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(ENTRY_JS_BUDGET);
});
