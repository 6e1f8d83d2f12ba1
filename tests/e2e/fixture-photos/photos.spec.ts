import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import sharp from 'sharp';
import { PHOTO_SITE_ROOT } from '../../../playwright.config';
import { picturesIn, SHARE_CARD_SIZE } from '../../../src/schema/picture-variants';
import { PORTRAIT, SCREENSHOT } from '../../support/photo-site';
import {
  at,
  documentsOf,
  expectNoAxeViolations,
  recordCspViolations,
  recordLayoutShifts,
  shiftSum,
  waitForHydration,
  watchConsole,
} from '../support';

// The fixture site with a 4032 × 3024 phone photo (EXIF orientation 6, GPS) and a 2880 × 1800 screenshot, as a
// page header, a card cover, carousel slides and a link preview (tests/support/photo-site.ts).

/** The widths the build made of each picture, read from the site's documents. */
const files = () => picturesIn(documentsOf(PHOTO_SITE_ROOT).pages);

/** Each photo on the page once scrolled into view: the width of the file the browser chose, and the width it draws. */
async function chosen(page: Page) {
  const photos = page.locator('img[data-photo]');
  for (const photo of await photos.all()) {
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toHaveJSProperty('complete', true);
  }
  return photos.evaluateAll((images) =>
    (images as HTMLImageElement[])
      .filter((image) => image.getBoundingClientRect().width > 0)
      .map((image) => ({
        file: image.currentSrc,
        width: Number(/-(\d+)\.\w+$/.exec(image.currentSrc)?.[1]),
        drawn: image.getBoundingClientRect().width,
      })),
  );
}

for (const route of ['/about', '/home']) {
  test(`${route}: a 390px phone at 3× gets each photo at 1.5–3× its drawn width, as AVIF`, async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true });
    await page.goto(at(route));
    const photos = await chosen(page);
    expect(photos.length).toBeGreaterThan(0);
    const widest = Math.max(...files().flatMap(({ variants }) => variants.widths));
    for (const { file, width, drawn } of photos) {
      expect(file, file).toMatch(/\.avif$/);
      if (width < widest) expect(width / drawn, file).toBeGreaterThanOrEqual(1.5);
      expect(width / drawn, file).toBeLessThanOrEqual(3);
    }
    await page.close();
  });

  test(`${route}: a 1440px desktop at 1× gets each photo at 1–2× its drawn width`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(at(route));
    const photos = await chosen(page);
    expect(photos.length).toBeGreaterThan(0);
    for (const { file, width, drawn } of photos) {
      expect(width / drawn, file).toBeGreaterThanOrEqual(1);
      expect(width / drawn, file).toBeLessThanOrEqual(2);
    }
  });
}

test('a photo keeps its box and shows its placeholder colour until its bytes arrive, with no layout shift', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_pictures/**', async (route) => {
    await held;
    await route.continue();
  });
  const layoutShifts = await recordLayoutShifts(page);
  await page.goto(at('/about'), { waitUntil: 'domcontentloaded' });
  const header = page.locator('[data-block="page-header"] img[data-photo]');
  const before = await header.boundingBox();
  expect(before!.height).toBeGreaterThan(300);
  // A colour the photo is largely made of: a tenth of its pixels (seen at 32 × 32) lie near it.
  const shown = await header.evaluate((image) => getComputedStyle(image).backgroundColor);
  const colour = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(shown)!.slice(1).map(Number);
  const pixels = await sharp(join(PHOTO_SITE_ROOT, 'public', PORTRAIT))
    .resize(32, 32, { fit: 'fill' })
    .raw()
    .toBuffer();
  const near = Array.from({ length: 32 * 32 }, (_, i) => Math.hypot(...colour.map((c, k) => c - pixels[i * 3 + k]))).filter((d) => d < 48);
  expect(near.length).toBeGreaterThan(102);
  expect(await header.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeFalsy();
  release();
  await expect(header).toHaveJSProperty('complete', true);
  expect(await header.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(await header.boundingBox()).toEqual(before);
  expect(shiftSum(await layoutShifts())).toBe(0);
});

test('a photo takes the place a drawing takes: beside the header’s text and the slide’s on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const [route, block, text] of [
    ['/about', 'page-header', 'h1'],
    ['/home', 'carousel', '[role="group"]:first-child a > span'],
  ]) {
    await page.goto(at(route));
    const photo = (await page.locator(`[data-block="${block}"] img[data-photo]`).first().boundingBox())!;
    const words = (await page.locator(`[data-block="${block}"] ${text}`).first().boundingBox())!;
    expect(photo.x, route).toBeGreaterThan(words.x + words.width);
    expect(photo.y, route).toBeLessThan(words.y + words.height);
  }
});

test('the first screen’s photo loads at once and first, a card’s under the header at once; the others wait until they are near', async ({
  page,
}) => {
  await page.goto(at('/home'));
  const slides = page.locator('[data-block="carousel"] img[data-photo]');
  await expect(slides.first()).toHaveAttribute('loading', 'eager');
  // Ahead of the rest when the carousel opens the page (on a phone's first screen); further down, at once but behind them.
  const home = documentsOf(PHOTO_SITE_ROOT).page('/home');
  if (home.sections[0].type === 'carousel') await expect(slides.first()).toHaveAttribute('fetchpriority', 'high');
  else await expect(slides.first()).toHaveAttribute('fetchpriority', 'low');
  await expect(slides.nth(1)).toHaveAttribute('loading', 'lazy');
  await expect(slides.nth(1)).not.toHaveAttribute('fetchpriority');
  await page.goto(at('/about'));
  await expect(page.locator('[data-block="page-header"] img[data-photo]')).toHaveAttribute('fetchpriority', 'high');
  // A card grid's first picture comes with the page, not ahead, when the grid stands right under the header (a phone's
  // first screen reaches it); further down it waits.
  const about = documentsOf(PHOTO_SITE_ROOT).page('/about');
  const cover = page.locator('[data-block="card-grid"] img[data-photo]').first();
  const underHeader = about.sections[1].type === 'card-grid';
  await expect(cover).toHaveAttribute('loading', underHeader ? 'eager' : 'lazy');
  if (underHeader) await expect(cover).toHaveAttribute('fetchpriority', 'low');
  else await expect(cover).not.toHaveAttribute('fetchpriority');
});

test('every file the pages name is sent upright, at its named width, in its format, without metadata', async ({ page, request }) => {
  await page.goto(at('/about'));
  const addresses = await page
    .locator('[data-block="page-header"] picture')
    .evaluate((picture) => [...picture.querySelectorAll('source, img')].flatMap((e) => e.getAttribute('srcset')!.split(', ')));
  expect(addresses.length).toBe(3 * files().find(({ src }) => src === PORTRAIT)!.variants.widths.length);
  for (const entry of addresses) {
    const [address, descriptor] = entry.split(' ');
    const response = await request.get(address);
    expect(response.status(), address).toBe(200);
    const meta = await sharp(await response.body()).metadata();
    const format = { avif: 'heif', webp: 'webp', jpg: 'jpeg' }[address.split('.').pop()!];
    expect(meta.format, address).toBe(format);
    expect(response.headers()['content-type'], address).toMatch(/^image\/(avif|webp|jpeg)$/);
    expect(`${meta.width}w`, address).toBe(descriptor);
    expect(meta.height! / meta.width!, address).toBeCloseTo(4032 / 3024, 1); // upright: the portrait is taller than wide
    expect(meta.exif, address).toBeUndefined();
    expect(meta.orientation ?? 1, address).toBe(1);
  }
});

test('the originals are not published, and the share picture is the photo cropped to 1200 × 630 under 300 kB', async ({
  page,
  request,
}) => {
  for (const original of [PORTRAIT, SCREENSHOT]) expect((await request.get(original)).status(), original).toBe(404);
  await page.goto(at('/case-study'));
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', String(SHARE_CARD_SIZE.width));
  const response = await request.get(new URL(image!).pathname);
  expect(response.status()).toBe(200);
  const body = await response.body();
  expect(body.length).toBeLessThanOrEqual(300 * 1024);
  const meta = await sharp(body).metadata();
  expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 1200, 630, undefined]);
});

for (const colorScheme of ['light', 'dark'] as const)
  test.describe(colorScheme, () => {
    // Reduced motion shows every section at once: a section mid-reveal is half transparent to axe.
    test.use({ colorScheme, reducedMotion: 'reduce' });
    test(`/about with photos, ${colorScheme}: no axe violation, nothing the policy refuses, a quiet console`, async ({ page }) => {
      const problems = watchConsole(page);
      const violations = await recordCspViolations(page);
      await page.goto(at('/about'));
      await waitForHydration(page);
      await chosen(page);
      await expectNoAxeViolations(page);
      expect(await violations()).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
