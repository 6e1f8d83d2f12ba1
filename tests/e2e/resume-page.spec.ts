// The résumé page as a reader meets it, on the fixture site: lines short enough to read, an action bar that covers
// no text, and every download link serving the PDF the build wrote from the page's own document.
import { expect, test, type Page } from '@playwright/test';
import { getDocumentProxy } from 'unpdf';
import { resumeDownloadName } from '../../src/schema/resume-names';
import { fixtureSite, waitForHydration } from './support';

const { settings } = fixtureSite;
const roles = fixtureSite.section('/resume', 'experience').items;
const bar = fixtureSite.section('/resume', 'action-bar');

/** The paragraphs a reader reads line by line: the header's, the summary's and every role's bullets. */
const READ = ['main [data-block="page-header"] p', 'main [data-block="prose"] p', 'main [data-block="experience"] ul > li'];

/** The longest line, in characters, of each bullet and summary paragraph of main, as the browser broke them. */
function longestLines(page: Page) {
  return page.evaluate((selector) => {
    const lengths: number[] = [];
    for (const element of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const tops = new Map<number, number>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          const top = Math.round(rect.top);
          tops.set(top, (tops.get(top) ?? 0) + 1);
        }
      }
      lengths.push(Math.max(0, ...tops.values()));
    }
    return lengths;
  }, READ.join(', '));
}

/** The text boxes of main (one rectangle a line) that the fixed bar overlaps. */
function textUnderBar(page: Page, label: string) {
  return page.evaluate((name) => {
    const bar = document.querySelector(`nav[aria-label="${name}"]`)!.getBoundingClientRect();
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest(`nav[aria-label="${name}"]`)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) {
        const overlaps = box.right > bar.left && box.left < bar.right && box.bottom > bar.top && box.top < bar.bottom;
        if (overlaps && box.width > 0) covered.push(node.textContent.trim().slice(0, 40));
      }
    }
    return covered;
  }, label);
}

test.describe('the résumé page reads well', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  for (const width of [390, 800, 1440]) {
    test(`no bullet or paragraph runs past 75 characters a line at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/resume');
      const lengths = await longestLines(page);
      // Every bullet of every role was measured, and the summary.
      expect(lengths.length).toBeGreaterThan(roles.flatMap((role) => role.bullets).length);
      expect(Math.max(...lengths)).toBeLessThanOrEqual(75);
    });
  }

  test('on a phone scrolled to the end, the action bar covers no text of main', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/resume');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    expect(await textUnderBar(page, bar.label)).toEqual([]);
  });

  test('at 1440 px the action bar stands beside the text, covering none of the first screen', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/resume');
    await waitForHydration(page);
    expect(await textUnderBar(page, bar.label)).toEqual([]);
    // Still every link, each named in words.
    const nav = page.getByRole('navigation', { name: bar.label });
    await expect(nav).toBeInViewport();
    await expect(nav.getByRole('link')).toHaveText(bar.items.map((item) => item.label));
    // And it stays clear as the page scrolls past the summary.
    await page.mouse.wheel(0, 600);
    await expect.poll(() => textUnderBar(page, bar.label)).toEqual([]);
  });

  test('the résumé header offers the PDF in words', async ({ page }) => {
    await page.goto('/resume');
    const header = page.locator('main header, main [data-block="page-header"]').first();
    await expect(header.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('download', resumeDownloadName(settings));
  });

  test('the head names the JSON Resume as an alternate', async ({ page, request }) => {
    await page.goto('/resume');
    const href = await page.locator('head link[rel="alternate"][type="application/json"]').getAttribute('href');
    const json = await (await request.get(href!)).json();
    expect(json.basics).toMatchObject({ name: settings.name, email: settings.email });
  });
});

test.describe('every download serves the PDF built from the résumé page', () => {
  for (const [route, name] of [
    ['/resume', 'Download PDF'],
    ['/about', 'Download My Resume'],
  ] as const) {
    test(`${route}: "${name}"`, async ({ page, request }) => {
      await page.goto(route);
      await waitForHydration(page);
      const links = page.getByRole('link', { name, exact: true });
      expect(await links.count()).toBeGreaterThan(0);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('download', resumeDownloadName(settings));
        const response = await request.get((await link.getAttribute('href'))!);
        expect(response.headers()['content-type']).toBe('application/pdf');
        const pdf = await getDocumentProxy(new Uint8Array(await response.body()));
        const page1 = await (await pdf.getPage(1)).getTextContent();
        const text = page1.items.map((item) => ('str' in item ? item.str : '')).join(' ');
        // The page's own content: the owner and the newest role, as the document writes them today.
        expect(text).toContain(settings.name);
        expect(text).toContain(roles[0].company);
      }
    });
  }
});
