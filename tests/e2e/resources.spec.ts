import { expect, test, type Page } from '@playwright/test';
import { choose, expectCopyFailure, expectNoAxeViolations, listCards as cards, pages, waitForHydration, watchConsole } from './support';

const itemsOf = (route: string) => {
  const list = pages.find((p) => p.route === route)!.sections.find((s) => s.type === 'resource-list')!;
  return list.items as { name?: string; title?: string }[];
};
const search = (page: Page, name: RegExp | string) => page.getByRole('searchbox', { name });

test.describe('AI Resources Hub', () => {
  test('filters the cards by chip and by search, together, with the exact empty message', async ({ page }) => {
    await page.goto('/resources');
    await waitForHydration(page);
    await expect(cards(page)).toHaveCount(4);
    await choose(page, 'Investing');
    await expect(page).toHaveURL(/category=Investing/);
    await expect(page.getByRole('status')).toContainText(' of 4 resources');
    const investing = await cards(page).count();
    expect(investing).toBeGreaterThan(0);
    expect(investing).toBeLessThan(4);
    await search(page, 'Search resources').fill('zzzz-nothing');
    await expect(page.getByText('No resources found')).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or search query.')).toBeVisible();
    await search(page, 'Search resources').fill('');
    await expect(cards(page)).toHaveCount(investing);
  });

  test('links each card to its sub-page and offers the four Follow 360° AI tiles', async ({ page }) => {
    await page.goto('/resources');
    for (const path of ['/resources/ai-tools', '/resources/prompts', '/resources/startups', '/resources/companies']) {
      await expect(page.locator(`[data-block="resource-list"] a[href="${path}"]`)).toHaveCount(1);
    }
    const follow = page.locator('[data-block="card-grid"]', { has: page.getByRole('heading', { name: 'Follow 360° AI' }) });
    await expect(follow.locator('a[target="_blank"]')).toHaveCount(4);
  });

  test('keeps the filter in the URL: reload keeps it, Back restores the previous one', async ({ page }) => {
    await page.goto('/resources');
    await waitForHydration(page);
    await choose(page, 'Design');
    await expect(page).toHaveURL(/category=Design/);
    await choose(page, 'Investing');
    await expect(page).toHaveURL(/category=Investing/);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('radio', { name: 'Investing' })).toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL(/category=Design/);
    await expect(page.getByRole('radio', { name: 'Design' })).toBeChecked();
  });
});

test.describe('Hot AI Tools', () => {
  test('lists 46 tools with their links and badges, and searches names, descriptions and categories', async ({ page }) => {
    await page.goto('/resources/ai-tools');
    await waitForHydration(page);
    await expect(cards(page)).toHaveCount(46);
    await expect(page.getByRole('link', { name: 'Visit Tool' })).toHaveCount(46);
    await expect(page.getByRole('link', { name: 'Back to Resources' })).toHaveAttribute('href', '/resources');
    await search(page, 'Search tools').fill('VIDEO');
    await expect(page.getByRole('status')).toContainText(' of 46 tools');
    const videos = await cards(page).count();
    expect(videos).toBeGreaterThan(2);
    expect(videos).toBeLessThan(46);
    await expect(page.getByRole('status').filter({ hasText: `${videos} of 46 tools` })).toBeVisible();
    await search(page, 'Search tools').fill('no tool is called this');
    await expect(page.getByText('No tools found')).toBeVisible();
  });

  test('treats odd search text as plain text, without errors', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/resources/ai-tools');
    await waitForHydration(page);
    const box = search(page, 'Search tools');
    for (const text of ['(', '[', '*', '\\', '.*', '🤖', 'x'.repeat(10_000)]) {
      await box.fill(text);
      await expect(page.getByText('No tools found')).toBeVisible();
    }
    await box.fill('');
    await expect(cards(page)).toHaveCount(46);
    expect(problems).toEqual([]);
  });

  test('switches between tiles and list, and remembers the choice in the URL', async ({ page }) => {
    await page.goto('/resources/ai-tools');
    await waitForHydration(page);
    await expect(page.locator('ul[data-view="tile"]')).toHaveCount(1);
    await choose(page, 'List');
    await expect(page).toHaveURL(/view=list/);
    await expect(page.locator('ul[data-view="list"] > li')).toHaveCount(46);
    await page.reload();
    await expect(page.locator('ul[data-view="list"] > li')).toHaveCount(46);
  });

  test('opens a shared filtered link with the filter applied', async ({ page }) => {
    await page.goto('/resources/ai-tools?q=music&view=list');
    await expect(search(page, 'Search tools')).toHaveValue('music');
    await expect(page.locator('ul[data-view="list"]')).toHaveCount(1);
    expect(await cards(page).count()).toBeLessThan(46);
  });

  test('keeps a chip chosen while the typed search is still on its way to the URL', async ({ page }) => {
    await page.goto('/resources/ai-tools');
    await waitForHydration(page);
    await search(page, 'Search tools').fill('ai');
    await choose(page, 'Video');
    await page.waitForTimeout(600);
    await expect(page).toHaveURL(/q=ai/);
    await expect(page).toHaveURL(/category=Video/);
    await expect(page.getByRole('radio', { name: 'Video' })).toBeChecked();
  });

  test('works from the keyboard: chips, view toggle and search', async ({ page }) => {
    await page.goto('/resources/ai-tools');
    await waitForHydration(page);
    await search(page, 'Search tools').focus();
    await page.keyboard.type('design');
    await expect(page).toHaveURL(/q=design/);
    await page.getByRole('radio', { name: 'List' }).focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/view=list/);
    await page.getByRole('radio', { name: 'Video' }).focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/category=Video/);
    await expect(page.getByRole('radio', { name: 'Video' })).toBeChecked();
  });
});

test.describe('Prompts', () => {
  test('copies a prompt: "Copied!" for two seconds and a toast', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/resources/prompts');
    await waitForHydration(page);
    await expect(cards(page)).toHaveCount(5);
    const first = cards(page).first();
    await first.getByRole('button', { name: /Copy Prompt/ }).click();
    await expect(first.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(page.getByText('Copied to clipboard!')).toBeVisible();
    await expect(page.getByText('The prompt has been copied to your clipboard.')).toBeVisible();
    await expectNoAxeViolations(page);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe((itemsOf('/resources/prompts')[0] as { prompt: string }).prompt);
    await expect(first.getByRole('button', { name: /Copy Prompt/ })).toBeVisible({ timeout: 3500 });
  });

  test('explains a copy the browser refuses (permission denied) with a red toast', async ({ page, context, baseURL }) => {
    await page.goto('/resources/prompts');
    await waitForHydration(page);
    const cdp = await context.newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    await cdp.send('Browser.setPermission', {
      permission: { name: 'clipboard-write' },
      setting: 'denied',
      origin: baseURL,
      browserContextId: targetInfo.browserContextId,
    });
    await expectCopyFailure(page);
  });
});

for (const [route, noun, placeholder] of [
  ['/resources/startups', 'startups', 'Search startups'],
  ['/resources/companies', 'companies', 'Search companies'],
] as const) {
  test(`${route} lists five with websites and empties with its message`, async ({ page }) => {
    await page.goto(route);
    await waitForHydration(page);
    await expect(cards(page)).toHaveCount(5);
    await expect(page.getByRole('link', { name: 'Visit Website' })).toHaveCount(5);
    const first = itemsOf(route)[0].name!;
    await search(page, placeholder).fill(first.toUpperCase());
    await expect(cards(page).first()).toContainText(first);
    await search(page, placeholder).fill('qqqqqq');
    await expect(page.getByText(`No ${noun} found`)).toBeVisible();
  });
}
