// The owner's editor on a 390 px phone, in `npm run dev` on a copy of the fixture site: the page list and a page's
// editor fit the screen, with nothing wider than it and no table scrolling in a box of its own. Nothing is saved.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** Every drawn element whose box reaches past the screen's right edge, or that scrolls sideways inside itself. */
const tooWide = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        const style = getComputedStyle(element);
        const scrollsSideways = ['auto', 'scroll'].includes(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
        return box.right > innerWidth + 1 || box.left < -1 || scrollsSideways;
      })
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`),
  );

test('the page list fits a phone: each page’s title, draft mark and actions fold under its route', async ({ page }) => {
  await page.goto('/_edit');
  const table = page.getByRole('main').getByRole('table');
  await expect(table.getByRole('link', { name: '/about', exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveCount(1);
  const about = table.getByRole('row').filter({ has: page.getByRole('link', { name: '/about', exact: true }) });
  await expect(about.getByRole('button', { name: 'Rename /about…' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await tooWide(page)).toEqual([]);
  await expectNoAxeViolations(page);
});

test('a page’s editor fits a phone: its header wraps, the form above the preview', async ({ page }) => {
  test.slow(); // the form and the preview compiled on first visit
  await page.goto('/_edit/about');
  await expect(page.getByRole('heading', { name: 'Editing /about' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: /^Section 1\. page-header/ })).toBeInViewport();
  const form = (await page.getByRole('heading', { name: 'Editing /about' }).boundingBox())!;
  const preview = (await page.locator('iframe[title="Preview"]').boundingBox())!;
  expect(preview.y).toBeGreaterThan(form.y);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await tooWide(page)).toEqual([]);
});

test('at a laptop’s width the list keeps its columns and the preview sits beside the form', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/_edit');
  await expect(page.getByRole('main').getByRole('table').getByRole('columnheader')).toHaveText([
    'Route',
    'Title',
    'Draft',
    'Errors',
    'Actions',
  ]);
  await page.goto('/_edit/about');
  const form = (await page.getByRole('heading', { name: 'Editing /about' }).boundingBox())!;
  await expect(page.locator('iframe[title="Preview"]')).toBeVisible();
  const preview = (await page.locator('iframe[title="Preview"]').boundingBox())!;
  expect(preview.x).toBeGreaterThan(form.x + form.width);
});
