import { expect, test, type Page } from '@playwright/test';
import { plainText } from '../../../src/behaviours/site-search';
import { at, ownerSite, waitForHydration } from '../support';

/**
 * The site built and served under a sub-path (the site-sub-path project in playwright.config.ts), for what
 * the sweep does not visit: the 404 page, moving between routes in the app, redirects and the site search.
 * Expectations come from the documents, as in the sweep.
 */
const { settings, pages } = ownerSite;
const routeOf = (path: string) => pages.find((p) => p.route === path || p.aliases?.includes(path))?.route ?? path;
/** Where "/" shows: its page, or where its redirect leads. */
const home = routeOf(settings.redirects.find((r) => r.from === '/')?.to ?? '/');

type Marked = Window & { sameDocument?: boolean };
/** A mark on the current document: it is still there after a move only if the browser did not load a new page. */
const mark = (page: Page) => page.evaluate(() => ((window as Marked).sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as Marked).sameDocument === true);

test('an unknown address gets the 404 page, and its link home moves within the app', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (answer) => void (answer.ok() || failed.push(answer.url())));
  page.on('requestfailed', (request) => void failed.push(request.url()));
  const response = await page.goto(at('/no/such-page'));
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  // Its scripts, styles and pictures loaded from the site's folder, wherever the address was.
  expect(failed).toEqual([response?.url()]);
  await mark(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(at(home));
  expect(await sameDocument(page)).toBe(true);
});

test('the navigation moves between pages within the app', async ({ page }) => {
  const [first] = settings.nav;
  const start = pages.find((p) => p.route !== routeOf(first.href))!;
  await page.goto(at(start.route));
  await waitForHydration(page);
  await mark(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: first.label }).click();
  await expect(page).toHaveURL(at(routeOf(first.href)));
  await expect(page).toHaveTitle(pages.find((p) => p.route === routeOf(first.href))!.title);
  expect(await sameDocument(page)).toBe(true);
});

for (const { from, to } of settings.redirects) {
  test(`redirect ${from} lands on ${to}`, async ({ page }) => {
    await page.goto(at(from));
    await expect(page).toHaveURL(at(routeOf(to)));
    await expect(page.locator('h1')).toHaveCount(1);
  });
}

test('the site search loads its index and opens a page within the site', async ({ page, baseURL }) => {
  const [start, target] = [pages[0], pages.at(-1)!];
  await page.goto(at(start.route));
  await waitForHydration(page);
  await mark(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  // The page's heading: its search record holds it, while the tab title may carry the site's name, found on every page.
  await dialog.getByRole('textbox', { name: 'Search the site' }).fill(plainText(ownerSite.section(target.route, 'page-header').heading));
  // The page's own result links to its address in the site's folder.
  await dialog.locator(`a[href="${new URL(at(target.route), baseURL).pathname}"]`).click();
  await expect(page).toHaveURL(at(target.route));
  await expect(page).toHaveTitle(target.title);
  expect(await sameDocument(page)).toBe(true);
});
