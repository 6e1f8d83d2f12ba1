import { expect, test, type Page } from '@playwright/test';
import { choose, fixtureSite, recordCspViolations, waitForHydration, watchConsole } from './support';

/**
 * Each page's Content-Security-Policy allows its <style> blocks by the hash of their text, so
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

test('the served header is the same on every page and leaves <style> blocks to the page’s <meta> policy, which leads its <head>', async ({
  page,
}) => {
  const headers: string[] = [];
  for (const { route } of fixtureSite.pages.slice(0, 3)) {
    const response = await page.goto(route);
    headers.push(response?.headers()['content-security-policy'] ?? '');
    const meta = await page.locator('head > meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(meta).toMatch(/style-src 'self'( 'sha256-[^']+')+;/);
    expect(await page.locator('head > *:nth-child(2)').getAttribute('http-equiv')).toBe('Content-Security-Policy');
    // The same scripts are allowed by both policies: the colour-scheme script and the loader, by hash.
    const scriptSrc = (policy: string) => /script-src ([^;]*)/.exec(policy)?.[1];
    expect(scriptSrc(headers.at(-1)!)).toBe(scriptSrc(meta!));
  }
  expect(new Set(headers).size).toBe(1);
  expect(headers[0]).toContain("style-src 'self' 'unsafe-inline';");
  expect(headers[0]).toContain("frame-ancestors 'none'");
});

test('a <style> the site did not ship is refused, and seen by the recorder', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto('/about');
  await waitForHydration(page);
  await page.evaluate(() =>
    document.head.append(Object.assign(document.createElement('style'), { textContent: 'body { display: none }' })),
  );
  // Refused by the page's own <meta> policy (the header's leaves <style> blocks to it).
  await expect.poll(violations).toEqual([expect.stringMatching(/^style-src-elem refused inline/)]);
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
