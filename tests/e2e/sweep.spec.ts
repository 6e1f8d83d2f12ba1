import { expect, test } from '@playwright/test';
import { THUMBNAIL_ORIGIN } from '../../src/schema/video';
import { expectNoAxeViolations, ownerSite, recordCspViolations, waitForHydration, watchConsole } from './support';

const { pages } = ownerSite;

/**
 * Every page document of the site under test (the owner's, or the copy SITE_ROOT
 * names) gets these checks, with no test code of its own, on a phone and on a
 * desktop: prerendered and readable without JavaScript, hydrates cleanly within
 * its Content-Security-Policy, accessible in light and in dark, titled, and safe
 * with its new-tab links.
 */
const widths = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
];

for (const document of pages)
  for (const { name, viewport } of widths) {
    test.describe(`page ${document.route} (${name})`, () => {
      test.use({ viewport });

      test('loads and hydrates with no console message and no CSP violation, and has one h1', async ({ page }) => {
        const problems = watchConsole(page);
        const violations = await recordCspViolations(page);
        // The page's own problems only: the video site's thumbnails arrive as if the network were there
        // (the tests run offline; the gallery's own test covers an unreachable image host).
        await page.route(`${THUMBNAIL_ORIGIN}/**`, (route) =>
          route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"/>' }),
        );
        const response = await page.goto(document.route);
        expect(response?.status()).toBe(200);
        expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
        await waitForHydration(page);
        await page.waitForTimeout(300);
        await expect(page.locator('h1')).toHaveCount(1);
        expect(await violations()).toEqual([]);
        expect(problems).toEqual([]);
      });

      test('has its title and description, and no axe violations', async ({ page }) => {
        await page.goto(document.route);
        await waitForHydration(page);
        await expect(page).toHaveTitle(document.title);
        await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', document.description);
        await expect(page.locator('title')).toHaveCount(1);
        await expectNoAxeViolations(page);
      });

      test('has no axe violations in dark either', async ({ page }) => {
        // As a visitor whose system is dark sees it. Reduced motion shows every section at once (scroll
        // reveal would keep those below the fold from axe), so all of the page's dark colours are checked.
        await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
        await page.goto(document.route);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
        await expectNoAxeViolations(page);
      });

      test('opens every new-tab link without opener or referrer', async ({ page }) => {
        await page.goto(document.route);
        await waitForHydration(page);
        const rels = await page.locator('a[target="_blank"]').evaluateAll((links) => links.map((a) => a.getAttribute('rel') ?? ''));
        for (const rel of rels) expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      });

      test('shows the same main text before JavaScript runs', async ({ browser, page }) => {
        const noScript = await browser.newContext({ javaScriptEnabled: false, viewport });
        const staticPage = await noScript.newPage();
        await staticPage.goto(document.route);
        const staticText = await staticPage.locator('main').innerText();
        await noScript.close();
        await page.goto(document.route);
        await waitForHydration(page);
        // How much text a page needs is the validator's rule (page-outline.ts); here: all of it is there before scripts run.
        expect(staticText).toBe(await page.locator('main').innerText());
      });
    });
  }

for (const document of pages) {
  for (const alias of document.aliases ?? []) {
    test(`alias ${alias} lands on ${document.route}`, async ({ page }) => {
      await page.goto(alias);
      await expect(page).toHaveURL(document.route);
      await expect(page.locator('h1')).toHaveCount(1);
    });
  }
}
