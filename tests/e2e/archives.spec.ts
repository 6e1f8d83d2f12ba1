import { expect, test, type Locator, type Page } from '@playwright/test';
import { MONTH_NAMES } from '../../src/behaviours/weeks';
import { choose, waitForHydration, watchConsole } from './support';

const year = (page: Page, y: number) =>
  page.locator('details[data-level="year"]', { has: page.locator(`> summary`, { hasText: String(y) }) });
const month = (scope: Locator, m: number, y: number) =>
  scope.locator('details[data-level="month"]', { has: scope.page().locator('> summary', { hasText: `${MONTH_NAMES[m - 1]} ${y}` }) });
const week = (scope: Locator, n: number) =>
  scope.locator('details[data-level="week"]', { has: scope.page().locator('> summary', { hasText: `Week ${n} (` }) });
const openWeeks = (page: Page) => page.locator('details[data-level="week"][open]');

test.describe('Top AI News of the Week', () => {
  test('counts its dataset from the data and titles every week "Week N (M updates)"', async ({ page }) => {
    await page.goto('/resources/ai-news');
    await waitForHydration(page);
    const stats = page.locator('dl');
    await expect(stats).toContainText('36');
    await expect(stats).toContainText('216');
    await expect(stats).toContainText('6');
    await expect(page.locator('details[data-level="year"] > summary')).toHaveText(['2025', '2024', '2023']);
    const y2025 = year(page, 2025);
    await expect(y2025.locator('details[data-level="month"] > summary')).toHaveText(
      MONTH_NAMES.slice(0, 9)
        .reverse()
        .map((m) => `${m} 2025`),
    );
    // Closed periods draw their contents when opened.
    await year(page, 2023).locator('> summary').click();
    await expect(year(page, 2023).locator('details[data-level="month"]')).toHaveCount(7);
    await month(y2025, 3, 2025).locator('> summary').click();
    await expect(week(month(y2025, 3, 2025), 2).locator('> summary')).toContainText('Week 2 (6 updates)');
    await week(month(y2025, 3, 2025), 2)
      .locator('> summary')
      .click();
    await expect(week(month(y2025, 3, 2025), 2).locator('li')).toHaveCount(6);
  });

  test('opens the newest week with news when today has none', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-22T10:00:00'));
    await page.goto('/resources/ai-news');
    await waitForHydration(page);
    const sept = month(year(page, 2025), 9, 2025);
    await expect(sept).toHaveAttribute('open', '');
    await expect(openWeeks(page)).toHaveCount(1);
    await expect(week(sept, 4)).toHaveAttribute('open', '');
  });

  test("opens today's year, month and week when they have news", async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-03-10T10:00:00'));
    await page.goto('/resources/ai-news');
    await waitForHydration(page);
    const march = month(year(page, 2025), 3, 2025);
    await expect(march).toHaveAttribute('open', '');
    await expect(week(march, 2)).toHaveAttribute('open', '');
    await expect(openWeeks(page)).toHaveCount(1);
    await expect(week(march, 2).locator('li')).toHaveCount(6);
  });

  test('opens and closes years, months and weeks independently, from mouse or keyboard', async ({ page }) => {
    await page.goto('/resources/ai-news');
    await waitForHydration(page);
    const y2024 = year(page, 2024);
    await y2024.locator('> summary').click();
    await expect(y2024).toHaveAttribute('open', '');
    await expect(year(page, 2025)).toHaveAttribute('open', '');
    const jan = month(y2024, 1, 2024);
    await jan.locator('> summary').focus();
    await page.keyboard.press('Enter');
    await expect(jan).toHaveAttribute('open', '');
    await week(jan, 1).locator('> summary').click();
    await expect(week(jan, 1)).toContainText('No news available for this week');
    await y2024.locator('> summary').click();
    await expect(y2024).not.toHaveAttribute('open', '');
    await expect(year(page, 2025)).toHaveAttribute('open', '');
  });

  test('shows each story with its category, a 150-character summary and its source link', async ({ page }) => {
    await page.goto('/resources/ai-news');
    await waitForHydration(page);
    const story = openWeeks(page).first().locator('li').first();
    await expect(story.getByRole('link')).toHaveAttribute('target', '_blank');
    const summary = await story.locator('p').first().innerText();
    expect(summary.length).toBeLessThanOrEqual(151);
  });

  test('search and chips filter the stories, open the weeks that match, and say when nothing does', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/resources/ai-news');
    await waitForHydration(page);
    await choose(page, 'Policy');
    await expect(page).toHaveURL(/category=Policy/);
    await expect(page.getByRole('status')).toContainText(' of 216');
    const policy = await page.locator('details[data-level="week"] li').count();
    expect(policy).toBeGreaterThan(0);
    expect(policy).toBeLessThan(216);
    await expect(page.getByRole('status')).toContainText(`${policy} of 216`);
    for (const badge of await page.locator('details[data-level="week"] li .mantine-Badge-root:first-child').allInnerTexts())
      expect(badge).toBe('Policy');
    await page.getByRole('searchbox', { name: 'Search news' }).fill('[(*');
    await expect(page.getByText('No news found')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search news' }).fill('');
    await choose(page, 'All');
    await expect(page.getByRole('radio', { name: 'All', exact: true })).toBeChecked();
    await expect(openWeeks(page)).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test('lists stories as tiles or a list, and links the related resources', async ({ page }) => {
    await page.goto('/resources/ai-news');
    await waitForHydration(page);
    await expect(openWeeks(page).locator('ul[data-view="tile"]')).toHaveCount(1);
    await choose(page, 'List');
    await expect(openWeeks(page).locator('ul[data-view="list"]')).toHaveCount(1);
    const related = page.locator('[data-block="card-grid"]', { has: page.getByRole('heading', { name: 'Related Resources' }) });
    for (const path of ['/resources/ai-tools', '/resources/prompts', '/resources/startups', '/resources/companies']) {
      await expect(related.locator(`a[href="${path}"]`)).toHaveCount(1);
    }
    await expect(page.getByRole('link', { name: 'Back to Resources' })).toHaveAttribute('href', '/resources');
  });
});

test.describe('Robotics Weekly Update', () => {
  test('opens 2025, September and its first week, with seven updates and two closed highlights', async ({ page }) => {
    await page.goto('/resources/robotics-weekly');
    await waitForHydration(page);
    await expect(page.locator('details[data-level="year"] > summary')).toHaveText(['2025']);
    const sept = month(year(page, 2025), 9, 2025);
    await expect(sept).toHaveAttribute('open', '');
    const first = week(sept, 1);
    await expect(first).toHaveAttribute('open', '');
    await expect(openWeeks(page)).toHaveCount(1);
    await expect(first.locator('> summary')).toContainText('Week 1 (7 updates)');
    await expect(first.getByRole('heading', { name: 'Weekly Updates' })).toBeVisible();
    await expect(first.locator('li')).toHaveCount(7);
    const spotlight = first.locator('details[data-level="detail"]', { hasText: 'Tech Spotlight' });
    const impressive = first.locator('details[data-level="detail"]', { hasText: 'Most Impressive' });
    await expect(spotlight).not.toHaveAttribute('open', '');
    await spotlight.locator('> summary').click();
    await expect(spotlight).toHaveAttribute('open', '');
    await expect(spotlight).toContainText('Innovation:');
    await expect(impressive).not.toHaveAttribute('open', '');
    await impressive.locator('> summary').click();
    await expect(impressive).toContainText('Impact:');
  });

  test('lists March to September, four weeks each (all in the page, even without JavaScript)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/resources/robotics-weekly');
    await expect(page.locator('details[data-level="month"]')).toHaveCount(7);
    await expect(page.locator('details[data-level="week"]')).toHaveCount(28);
    await expect(page.locator('details[data-level="week"] li')).toHaveCount(196);
    await context.close();
  });

  test('filters updates by chip and search', async ({ page }) => {
    await page.goto('/resources/robotics-weekly');
    await waitForHydration(page);
    await choose(page, 'Hardware');
    await expect(page.getByRole('status')).toContainText(' of 196');
    const hardware = await page.locator('details[data-level="week"] li').count();
    expect(hardware).toBeGreaterThan(0);
    expect(hardware).toBeLessThan(196);
    await expect(page.getByRole('status')).toContainText(`${hardware} of 196`);
    await page.getByRole('searchbox', { name: 'Search robotics updates' }).fill('no such robot anywhere');
    await expect(page.getByText('No updates found')).toBeVisible();
  });
});
