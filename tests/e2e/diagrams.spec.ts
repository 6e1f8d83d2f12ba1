import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { FIXTURE_SITE_ROOT } from '../../playwright.config';
import type { Section } from '../../src/blocks/page';
import { darkSvg } from '../../src/build/dark-artwork';
import { at, expectNoAxeViolations, fixtureSite, waitForHydration } from './support';

/**
 * The diagram block on the fixture site: each kind drawn as inline SVG from the document's data, named by its alt,
 * readable on a phone, and coloured by the site's scheme toggle. Then the dark twins of the site's drawings.
 */
const ROUTE = '/diagrams';
type Diagram = Extract<Section, { type: 'diagram' }>;
const diagrams = fixtureSite.page(ROUTE).sections.filter((s): s is Diagram => s.type === 'diagram');

const toggle = (page: Page, to: 'light' | 'dark') => page.getByRole('button', { name: `Switch to ${to} theme`, exact: true });
const drawing = (page: Page, d: Diagram) => page.getByRole('img', { name: d.alt, exact: true });
/** Text as the SVG holds it, lines joined: compared without spaces, for the drawing breaks labels into lines. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

/** The words and figures a kind must draw, from its data. */
function wordsOf(d: Diagram): string[] {
  switch (d.kind) {
    case 'flow':
      return [d.before, d.after].flatMap((side) => [side.label, ...side.steps, ...(side.count ? [String(side.count)] : [])]);
    case 'funnel':
      return d.stages.flatMap((stage) => [stage.label, stage.figure.label ?? String(stage.figure.value)]);
    case 'timeline':
      return d.milestones.flatMap((m) => [m.when, m.label]);
    case 'bars':
      return d.metrics.flatMap((m) => [m.label, m.before.label ?? String(m.before.value), m.after.label ?? String(m.after.value)]);
  }
}

/** The widths of the drawing's bars, in the order drawn: a funnel's stages, or each metric's before and after. */
const barWidths = (svg: Locator, selector: string) =>
  svg.locator(selector).evaluateAll((rects) => rects.map((rect) => Number(rect.getAttribute('width'))));

test('each kind is drawn as inline SVG from its data, named by its alt text, with its caption', async ({ page }) => {
  expect(new Set(diagrams.map((d) => d.kind))).toEqual(new Set(['flow', 'funnel', 'timeline', 'bars']));
  await page.goto(at(ROUTE));
  for (const d of diagrams) {
    const svg = drawing(page, d);
    await expect(svg).toBeVisible();
    expect(await svg.evaluate((element) => element.tagName)).toBe('svg');
    const figure = page.locator('figure').filter({ has: svg });
    if (d.caption) await expect(figure.locator('figcaption')).toHaveText(d.caption);
    const drawn = squeeze((await svg.locator('text').allTextContents()).join(''));
    for (const word of wordsOf(d)) expect(drawn, `${d.kind} draws "${word}"`).toContain(squeeze(word));
    // The bars are drawn to the figures: a funnel's to the widest stage's, a metric's pair to the larger of the two.
    if (d.kind === 'funnel') {
      const widths = await barWidths(svg, 'rect');
      const widest = Math.max(...d.stages.map((s) => s.figure.value));
      const ratios = d.stages.map((s) => s.figure.value / widest);
      widths.forEach((width, i) => expect(width / widths[0]).toBeCloseTo(ratios[i] / ratios[0], 2));
    }
    if (d.kind === 'bars') {
      const widths = await barWidths(svg, 'rect');
      d.metrics.forEach((m, i) => expect(widths[2 * i + 1] / widths[2 * i]).toBeCloseTo(m.after.value / m.before.value, 2));
    }
    if (d.kind === 'flow') {
      // A box for every step, named or counted, on each side.
      const boxes = await svg.locator('rect').count();
      expect(boxes).toBe([d.before, d.after].reduce((sum, side) => sum + Math.max(side.steps.length, side.count ?? 0), 0));
    }
  }
});

test('at 390 px every drawing fits without scrolling sideways, its text drawn at 12 px or more', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(at(ROUTE));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const d of diagrams) {
    const svg = drawing(page, d);
    await svg.scrollIntoViewIfNeeded();
    const box = (await svg.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // The SVG scales its text with it: what a reader sees is the font size times the drawing's scale.
    const sizes = await svg.evaluate((element: SVGSVGElement) => {
      const scale = element.getBoundingClientRect().width / element.viewBox.baseVal.width;
      return [...element.querySelectorAll('text')].map((text) => parseFloat(getComputedStyle(text).fontSize) * scale);
    });
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) expect(size, `${d.kind}: text at ${size.toFixed(1)} px`).toBeGreaterThanOrEqual(12);
  }
});

/** The painted colours of a drawing's shapes and words, in order. */
const coloursOf = (svg: Locator) =>
  svg
    .locator('rect, circle, path, text')
    .evaluateAll((shapes) => shapes.map((shape) => `${getComputedStyle(shape).fill} ${getComputedStyle(shape).stroke}`));

test("the site's toggle redraws every drawing in the dark scheme's colours, and axe finds nothing in either", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.goto(at(ROUTE));
  await waitForHydration(page);
  const light = await Promise.all(diagrams.map((d) => coloursOf(drawing(page, d))));
  await expectNoAxeViolations(page);
  await toggle(page, 'dark').click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const dark = await Promise.all(diagrams.map((d) => coloursOf(drawing(page, d))));
  diagrams.forEach((d, i) => {
    expect(dark[i]).toHaveLength(light[i].length);
    dark[i].forEach((colour, j) => expect(colour, `${d.kind}, shape ${j}`).not.toBe(light[i][j]));
  });
  await expectNoAxeViolations(page);
});

// The fixture's about page heads itself with a drawing (an SVG); the build writes its dark twin.
const header = fixtureSite.section('/about', 'page-header');
const drawingSrc = header.image!.src;

test("a drawing shows its dark twin when the site's toggle chooses dark, and only then fetches it", async ({ page, request }) => {
  const twin = drawingSrc.replace(/\.svg$/, '.dark.svg');
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(at('/about'));
  await waitForHydration(page);
  const shown = page.locator('[data-block="page-header"]').getByRole('img', { name: header.image!.alt });
  await expect(shown).toHaveCount(1);
  expect(await shown.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(drawingSrc);
  expect(fetched).not.toContain(twin);

  await toggle(page, 'dark').click();
  await expect(shown).toHaveCount(1);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await shown.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(twin);

  // The twin is the drawing with its colours turned over, served as an SVG.
  const response = await request.get(at(twin));
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
  const original = readFileSync(join(FIXTURE_SITE_ROOT, 'public', drawingSrc), 'utf8');
  expect(await response.text()).toBe(darkSvg(original));
  expect(darkSvg(original)).not.toBe(original);
});
