import { expect, test, type Page } from '@playwright/test';
import { inlineLinks } from '../../src/schema/links';
import { languageOf } from '../../src/schema/language';
import { resumeDownloadName, resumeFileName } from '../../src/schema/resume-names';
import { fixtureSite, waitForHydration } from './support';

const { settings } = fixtureSite;
const localPdf = `/assets/resume/${resumeFileName(settings)}`;

async function tops(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
}

test.describe('page header with picture and resume buttons', () => {
  const header = fixtureSite.section('/about', 'page-header');

  test('draws the heading, the picture, new-tab inline links and both resume buttons, and serves the PDF', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(header.heading);
    const intro = page.locator('[data-block="page-header"]');
    const inline = (header.body ?? []).flatMap(inlineLinks);
    expect(inline.length).toBeGreaterThan(0);
    await expect(intro.locator('a[target="_blank"][href^="https://"]')).toHaveCount(inline.length);
    await expect(intro.getByRole('img')).toHaveAttribute('alt', header.image!.alt);
    const download = page.getByRole('link', { name: 'Download My Resume' }).first();
    await expect(download).toHaveAttribute('href', localPdf);
    await expect(download).toHaveAttribute('download', resumeDownloadName(settings));
    await expect(page.getByRole('link', { name: 'View My Resume' }).first()).toHaveAttribute('href', '/resume');
    const pdf = await page.request.get(localPdf);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

test.describe('timeline', () => {
  test('has the five stages these layouts need', () => {
    expect(fixtureSite.section('/about', 'timeline').items).toHaveLength(5);
  });

  for (const [width, expected] of [
    [1440, 'one row'],
    [900, 'three then two'],
    [390, 'one column'],
  ] as const) {
    test(`lays five stages out as ${expected} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/about');
      const t = await tops(page, '[data-block="timeline"] ol > li');
      if (expected === 'one row') expect(new Set(t).size).toBe(1);
      if (expected === 'three then two') {
        expect(t[0]).toBe(t[1]);
        expect(t[1]).toBe(t[2]);
        expect(t[3]).toBe(t[4]);
        expect(t[3]).toBeGreaterThan(t[0]);
      }
      if (expected === 'one column') expect(t).toEqual([...t].sort((a, b) => a - b).filter((v, i, all) => all.indexOf(v) === i));
    });
  }
});

test.describe('reveal', () => {
  test('fades sections in as they scroll into view (10% visible)', async ({ page }) => {
    expect(fixtureSite.page('/about').reveal?.threshold).toBe(0.1);
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.goto('/about');
    await waitForHydration(page);
    const journey = page.locator('[data-block="timeline"]');
    await expect(journey).toHaveAttribute('data-reveal', 'hidden');
    await expect(page.locator('[data-block="page-header"]')).not.toHaveAttribute('data-reveal', /.*/);
    await page.mouse.wheel(0, 900);
    await expect(journey).toHaveAttribute('data-reveal', 'shown');
    await expect(journey).toHaveAttribute('data-in-view', 'true');
    await expect(journey).toHaveCSS('opacity', '1');
  });

  test('does not animate when the visitor prefers reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/about');
    await waitForHydration(page);
    await expect(page.locator('[data-reveal]')).toHaveCount(0);
    await context.close();
  });

  test('reveals sections that arrive together 80 ms apart (40% visible)', async ({ page }) => {
    expect(fixtureSite.page('/resume').reveal).toEqual({ threshold: 0.4, staggerMs: 80 });
    // A tall window, jumped to the end: the last few sections enter the view at once.
    await page.setViewportSize({ width: 1440, height: 1300 });
    await page.goto('/resume');
    await expect(page.locator('[data-block="chip-list"]')).toHaveAttribute('data-reveal', 'hidden');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator('[data-block="chip-list"]')).toHaveAttribute('data-reveal', 'shown');
    const delays = await page
      .locator('[data-reveal="shown"]')
      .evaluateAll((els) => els.map((el) => (el as HTMLElement).style.transitionDelay));
    expect(delays).toContain('0ms');
    expect(delays).toContain('80ms');
  });
});

test.describe('action bar', () => {
  const bar = fixtureSite.section('/resume', 'action-bar');

  test('stays at the bottom of the window, with a PDF download of a fixed name', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/resume');
    const nav = page.getByRole('navigation', { name: bar.label });
    await expect(nav).toHaveCSS('position', 'fixed');
    await expect(nav.getByRole('link')).toHaveText(bar.items.map((item) => item.label));
    await expect(nav.getByRole('link', { name: 'Email' })).toHaveAttribute('href', `mailto:${settings.email}`);
    await expect(nav.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('download', resumeDownloadName(settings));
    await page.mouse.wheel(0, 3000);
    await expect(nav).toBeInViewport();
  });

  test('on a phone it is opaque, says "Download PDF" in words, and the page ends above it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Every section shown at once: one mid-reveal would sit lower than where it comes to rest.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/resume');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: bar.label });
    // A colour without alpha (Chromium writes "rgba(…)" only for a see-through one), on a bar not itself faded.
    expect(await nav.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/^rgb\(/);
    await expect(nav).toHaveCSS('opacity', '1');
    // Its words drawn at their size, not a one-pixel box kept for screen readers only.
    const words = nav.getByRole('link', { name: 'Download PDF' }).getByText('Download PDF', { exact: true });
    await expect(words).toBeVisible();
    expect((await words.boundingBox())!.width).toBeGreaterThan(40);
    // Scrolled to the very end, the last of the main content and the footer sit wholly above the bar.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const barTop = (await nav.boundingBox())!.y;
    const lastInMain = page.locator('main section[data-block]').last().locator('*').last();
    for (const end of [lastInMain, page.locator('footer')]) {
      const box = (await end.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(barTop + 0.5);
    }
  });
});

test("each page says its language, and a move within the app says the next page's", async ({ page }) => {
  const notes = fixtureSite.page('/notes');
  const about = fixtureSite.page('/about');
  // The fixture writes /notes in another language than the site's, so the test can tell them apart.
  expect(languageOf(notes, settings)).not.toBe(languageOf(about, settings));
  await page.goto('/notes');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', languageOf(notes, settings));
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', languageOf(about, settings));
});
