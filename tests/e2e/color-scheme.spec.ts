import { expect, test, type Page } from '@playwright/test';
import { fixtureSite, recordCspViolations, waitForHydration, watchConsole } from './support';

const [first, second] = fixtureSite.settings.nav;
type Scheme = 'light' | 'dark';
const other = (scheme: Scheme): Scheme => (scheme === 'dark' ? 'light' : 'dark');

/** The toggle, found by the name that says what pressing it does. */
const toggle = (page: Page, to: Scheme) => page.getByRole('button', { name: `Switch to ${to} theme`, exact: true });

/** The scheme the page is drawn in: the attribute Mantine's styles key on, and the body's painted background. */
async function expectDrawnIn(page: Page, scheme: Scheme) {
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  const [r, g, b] = (await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).match(/\d+/g)!.map(Number);
  const dark = 0.2126 * r + 0.7152 * g + 0.0722 * b < 128;
  expect(dark ? 'dark' : 'light', 'the body background').toBe(scheme);
}

/** Console messages and CSP violations from here on; the returned check expects none. */
async function watch(page: Page) {
  const problems = watchConsole(page);
  const violations = await recordCspViolations(page);
  return async () => {
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
  };
}

for (const system of ['light', 'dark'] as const) {
  test(`follows a ${system} system setting until the visitor chooses, with no console message or CSP violation`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: system });
    const check = await watch(page);
    await page.goto(first.href);
    await waitForHydration(page);
    await expectDrawnIn(page, system);
    await expect(toggle(page, other(system))).toBeVisible();
    await expect(toggle(page, system)).toHaveCount(0);

    // The system setting changes while the page is open.
    await page.emulateMedia({ colorScheme: other(system) });
    await expectDrawnIn(page, other(system));
    await expect(toggle(page, system)).toBeVisible();
    await check();
  });
}

test('the toggle switches the scheme, and the choice outlives reloads, navigation and the system setting', async ({ page, context }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const check = await watch(page);
  await page.goto(first.href);
  await waitForHydration(page);
  await toggle(page, 'dark').click();
  await expectDrawnIn(page, 'dark');
  await expect(toggle(page, 'light')).toBeVisible();
  // Toggling stays within the page's policy (Mantine's transition-pausing <style> would not).
  await check();

  // A reload hydrates the stored choice without a mismatch (a console error) and keeps it over the system's light.
  await page.reload();
  await waitForHydration(page);
  await expectDrawnIn(page, 'dark');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: second.label }).click();
  await expect(page).toHaveURL(second.href);
  await expectDrawnIn(page, 'dark');
  await check();

  // A chosen scheme no longer follows the system.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.emulateMedia({ colorScheme: 'light' });
  await expectDrawnIn(page, 'dark');

  const another = await context.newPage();
  await another.goto(first.href);
  await expectDrawnIn(another, 'dark');
  await another.close();

  await toggle(page, 'light').click();
  await expectDrawnIn(page, 'light');
  await page.reload();
  await waitForHydration(page);
  await expectDrawnIn(page, 'light');
  await check();
});

test('the toggle is a button the keyboard reaches and presses, with a visible focus ring', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(first.href);
  await waitForHydration(page);
  // The toggle follows the search button in the bar.
  await page.getByRole('button', { name: 'Search' }).focus();
  await page.keyboard.press('Tab');
  await expect(toggle(page, 'dark')).toBeFocused();
  const outline = await toggle(page, 'dark').evaluate((button) => getComputedStyle(button));
  expect(outline.outlineStyle).not.toBe('none');
  expect(parseFloat(outline.outlineWidth)).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Enter');
  await expectDrawnIn(page, 'dark');
  await expect(toggle(page, 'light')).toBeFocused();
  await page.keyboard.press('Space');
  await expectDrawnIn(page, 'light');
});

test.describe('before the first paint', () => {
  /**
   * With the app's scripts refused, nothing but the prerendered HTML and the script in its <head> can
   * set the scheme. That script runs while <head> is parsed, before any of <body> exists to be painted,
   * so a page drawn in the right scheme here was never painted in the wrong one.
   */
  const withoutTheApp = (page: Page) => page.route('**/build/*.js', (route) => route.abort());

  test('a stored choice is applied by the page itself, under its Content-Security-Policy', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(first.href);
    await waitForHydration(page);
    await toggle(page, 'dark').click();
    await expectDrawnIn(page, 'dark');

    await withoutTheApp(page);
    const refused: string[] = [];
    page.on('console', (message) => message.text().includes('Content Security Policy') && refused.push(message.text()));
    await page.goto(second.href);
    await expectDrawnIn(page, 'dark');
    await expect(page.locator('h1')).toBeVisible();
    expect(refused).toEqual([]);
  });

  test('so is a dark system setting, with no choice stored', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await withoutTheApp(page);
    await page.goto(second.href);
    await expectDrawnIn(page, 'dark');
  });
});
