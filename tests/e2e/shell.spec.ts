import { expect, test } from '@playwright/test';
import { fixtureSite, waitForHydration, watchConsole } from './support';

const { settings } = fixtureSite;
const [home, second, last] = [settings.nav[0], settings.nav[1], settings.nav.at(-1)!];
const homeRedirect = settings.redirects.find((r) => r.from === '/')!.to;

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('lists the nav entries and highlights the current route', async ({ page }) => {
    await page.goto(last.href);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(settings.nav.map((n) => n.label));
    await expect(nav.getByRole('link', { name: last.label })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('moves focus to the main region 100 ms after a route change, at the top of the page', async ({ page }) => {
    await page.goto(home.href);
    await waitForHydration(page);
    await page.mouse.wheel(0, 1500);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: second.label }).click();
    await expect(page).toHaveURL(second.href);
    await expect(page.locator('main')).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveTitle(fixtureSite.page(second.href).title);
    await expect(page.locator('title')).toHaveCount(1);
  });

  test('offers a skip link as the first stop for the keyboard', async ({ page }) => {
    await page.goto(second.href);
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('the name links to /, which redirects, replacing the history entry', async ({ page }) => {
    await page.goto(last.href);
    await waitForHydration(page);
    await page.getByRole('link', { name: settings.name }).first().click();
    await expect(page).toHaveURL(homeRedirect);
    await page.goBack();
    await expect(page).toHaveURL(last.href);
  });

  test('a direct visit to / lands where the redirect says', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(homeRedirect);
    await expect(page.locator('h1')).toHaveCount(1);
  });
});

test.describe('phone navigation', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('hides the links behind a burger that closes when a link is chosen', async ({ page }) => {
    await page.goto(home.href);
    await waitForHydration(page);
    const burger = page.getByRole('button', { name: 'Open menu' });
    await expect(burger).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: second.label })).toBeHidden();
    await burger.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: second.label })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: second.label }).click();
    await expect(page).toHaveURL(second.href);
    await expect(menu.getByRole('link', { name: second.label })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('unknown addresses', () => {
  test('get the 404 screen with status 404, and the path is logged', async ({ page }) => {
    const problems = watchConsole(page);
    const response = await page.goto('/no/such-page');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect.poll(() => problems).toContainEqual(expect.stringContaining('/no/such-page'));
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(homeRedirect);
  });

  test('an in-app link to a missing page shows the same screen', async ({ page }) => {
    await page.goto(home.href);
    await waitForHydration(page);
    await page.evaluate(() => {
      history.pushState(null, '', '/missing');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  });
});
