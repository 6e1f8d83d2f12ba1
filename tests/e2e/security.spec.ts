import { expect, test, type Page } from '@playwright/test';
import { choose, fixtureSite, recordCspViolations, waitForHydration, watchConsole } from './support';

/**
 * The Content-Security-Policy allows Mantine's <style> blocks by the hash of their text, so
 * anything that writes a new <style> once the page is live would be refused. These are the
 * interactions that draw new parts of a page; each must stay within the policy.
 */
async function open(page: Page, path: string) {
  const problems = watchConsole(page);
  const violations = await recordCspViolations(page);
  await page.goto(path);
  await waitForHydration(page);
  return async () => {
    await page.waitForTimeout(300);
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
  };
}

test('the served header allows each page’s style blocks, and the page’s <meta> policy leads its <head>', async ({ page }) => {
  const response = await page.goto('/about');
  const header = response?.headers()['content-security-policy'] ?? '';
  const meta = await page.locator('head > meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  const hashes = meta?.match(/'sha256-[^']+'/g) ?? [];
  expect(hashes.length).toBeGreaterThan(0);
  for (const hash of hashes) expect(header).toContain(hash);
  expect(await page.locator('head > *:nth-child(2)').getAttribute('http-equiv')).toBe('Content-Security-Policy');
});

test('a <style> the site did not ship is refused, and seen by the recorder', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto('/about');
  await waitForHydration(page);
  await page.evaluate(() =>
    document.head.append(Object.assign(document.createElement('style'), { textContent: 'body { display: none }' })),
  );
  // Refused twice: by the header's policy and by the page's own <meta> policy.
  const refused = expect.stringMatching(/^style-src-elem refused inline/);
  await expect.poll(violations).toEqual([refused, refused]);
  await expect(page.locator('h1')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opening and closing the menu', async ({ page }) => {
    const check = await open(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Resume' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Resume' })).toBeHidden();
    await check();
  });
});

test('switching a list to rows and back to tiles, and filtering it', async ({ page }) => {
  const check = await open(page, '/resources/ai-tools');
  await choose(page, 'List');
  await expect(page.locator('ul[data-view="list"]')).toHaveCount(1);
  await choose(page, 'Tiles');
  await expect(page.locator('ul[data-view="tile"]')).toHaveCount(1);
  await choose(page, 'Video');
  await page.getByRole('searchbox').fill('music');
  await check();
});

test('opening closed years and weeks of an archive', async ({ page }) => {
  const check = await open(page, '/resources/ai-news');
  const closedYears = page.locator('details[data-level="year"]:not([open]) > summary');
  while (await closedYears.count()) await closedYears.first().click();
  await page.locator('details[data-level="week"]:not([open]) > summary').first().click();
  await expect(page.locator('details[data-level="week"][open]')).toHaveCount(2);
  await check();
});

test('copying a prompt, with its toast', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const check = await open(page, '/resources/prompts');
  await page
    .getByRole('button', { name: /Copy Prompt/ })
    .first()
    .click();
  await expect(page.getByText('Copied to clipboard!')).toBeVisible();
  await check();
});

test('opening site search, with its on-demand styles, and showing results', async ({ page }) => {
  const check = await open(page, '/about');
  await page.keyboard.press('/');
  // A nav label names a page, so it always finds something.
  await page.getByRole('textbox', { name: 'Search the site' }).fill(fixtureSite.settings.nav[1].label);
  await expect(page.locator('[data-action]').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await check();
});
