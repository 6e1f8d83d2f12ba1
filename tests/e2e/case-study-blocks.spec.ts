import { expect, test } from '@playwright/test';
import { waitForHydration } from './support';

/** The case-study blocks (layout, fact sheet, steps, accordion, breadcrumbs) on the fixture site's page of their own. */
const PAGE = '/case-study';

test.describe('accordion', () => {
  test('opens and closes from the keyboard, one at a time in "single" mode', async ({ page }) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    const group = page.locator('#one-at-a-time details');
    await expect(group.nth(0)).toHaveAttribute('open', '');
    const second = group.nth(1).locator('summary');
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(group.nth(1)).toHaveAttribute('open', '');
    await expect(group.nth(0)).not.toHaveAttribute('open');
    await expect(page.getByText('The second answer, hidden until opened.')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(group.nth(1)).not.toHaveAttribute('open');
  });

  test('keeps items independent in "independent" mode', async ({ page }) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    const items = page.locator('#independent details');
    await items.nth(0).locator('summary').click();
    await items.nth(1).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(items.nth(1)).toHaveAttribute('open', '');
  });

  test('reads and opens without JavaScript, every answer in the page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    await expect(page.getByText('The first answer, open on arrival.')).toBeVisible();
    // Closed answers are in the document (find-in-page reaches them), only folded.
    await expect(page.locator('#one-at-a-time details').nth(2)).toContainText('quokka');
    await page.getByText('Third question').click();
    await expect(page.getByText('The third answer mentions a quokka.')).toBeVisible();
    await context.close();
  });
});

test.describe('breadcrumbs', () => {
  test('are a labelled navigation list ending at the current page', async ({ page }) => {
    await page.goto(PAGE);
    const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(nav.getByRole('listitem')).toHaveText(['Home', 'Cases', 'Check-in']);
    await expect(nav.getByRole('link')).toHaveCount(2);
    await expect(nav.locator('[aria-current="page"]')).toHaveText('Check-in');
  });

  for (const width of [390, 1440])
    test(`at ${width} px sit close above the page header they lead to`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(PAGE);
      const trail = (await page.getByRole('navigation', { name: 'Breadcrumb' }).boundingBox())!;
      const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      // With both sections' full spacing between them the heading stood about 150 px below the trail, which
      // looked detached from it.
      expect(heading.y - (trail.y + trail.height)).toBeLessThan(100);
    });

  test('are also BreadcrumbList structured data with absolute addresses', async ({ page }) => {
    await page.goto(PAGE);
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const lists = scripts.map((s) => JSON.parse(s)).filter((data) => data['@type'] === 'BreadcrumbList');
    expect(lists).toHaveLength(1);
    const [list] = lists;
    expect(list['@context']).toBe('https://schema.org');
    expect(list.itemListElement.map((item: { position: number }) => item.position)).toEqual([1, 2, 3]);
    expect(list.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'Cases', 'Check-in']);
    for (const item of list.itemListElement.slice(0, 2)) expect(item.item).toMatch(/^https:\/\/[^/]+\/(about|resources)$/);
  });
});

test.describe('two columns', () => {
  test('put the side column after the main one on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PAGE);
    const main = await page.locator('#overview').boundingBox();
    const side = await page.locator('#quick-facts').boundingBox();
    expect(side!.y).toBeGreaterThan(main!.y);
    expect(Math.abs(side!.x - main!.x)).toBeLessThan(2);
  });

  test('put the side column beside the main one on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(PAGE);
    const main = await page.locator('#overview').boundingBox();
    const side = await page.locator('#quick-facts').boundingBox();
    expect(side!.x).toBeGreaterThan(main!.x + main!.width);
    expect(Math.abs(side!.y - main!.y)).toBeLessThan(2);
  });
});

test.describe('facts and steps', () => {
  test('facts are a description list of terms and values', async ({ page }) => {
    await page.goto(PAGE);
    const facts = page.locator('#quick-facts dl');
    await expect(facts.locator('dt')).toHaveText(['Role', 'Timeline']);
    await expect(facts.locator('dd')).toHaveText(['Lead product manager', 'Ten months']);
  });

  test('steps are an ordered list whose numbers are drawn, not written', async ({ page }) => {
    await page.goto(PAGE);
    const steps = page.locator('[data-block="steps"] ol > li');
    await expect(steps).toHaveCount(4);
    await expect(steps.first().locator('h3')).toHaveText('Measured the drop-off');
    const number = await steps.nth(2).evaluate((li) => getComputedStyle(li, '::before').content);
    expect(number).not.toBe('none');
    await expect(steps.nth(2)).not.toContainText('3');
  });
});
