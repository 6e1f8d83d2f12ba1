import { expect, test, type Locator, type Page } from '@playwright/test';
import { latestPeriod, MONTH_NAMES, periodKey, periodOf, yearsAndMonths, type Period } from '../../src/behaviours/weeks';
import { choose, fixtureSite, waitForHydration, watchConsole } from './support';

const year = (page: Page, y: number) =>
  page.locator('details[data-level="year"]', { has: page.locator(`> summary`, { hasText: String(y) }) });
const month = (scope: Locator, m: number, y: number) =>
  scope.locator('details[data-level="month"]', { has: scope.page().locator('> summary', { hasText: `${MONTH_NAMES[m - 1]} ${y}` }) });
const week = (scope: Locator, n: number) =>
  scope.locator('details[data-level="week"]', { has: scope.page().locator('> summary', { hasText: `Week ${n} (` }) });
const weekOf = (page: Page, { year: y, month: m, week: w }: Period) => week(month(year(page, y), m, y), w);
const openWeeks = (page: Page) => page.locator('details[data-level="week"][open]');

test.describe('news archive', () => {
  const news = fixtureSite.section('/resources/ai-news', 'news-archive');
  const related = fixtureSite.page('/resources/ai-news').sections.find((s) => s.type === 'card-grid')!;
  const total = news.items.length;
  const years = yearsAndMonths(news.months.from, news.months.to);
  const [newestYear, olderYear] = years;
  const inPeriod = (period: Period) => news.items.filter((item) => periodKey(periodOf(item.date)) === periodKey(period));
  const periods = [...new Map(news.items.map((item) => [periodKey(periodOf(item.date)), periodOf(item.date)])).values()];
  const newest = latestPeriod(periods)!;
  // A week with news other than the newest: the one "today" falls in for the clock test.
  const earlier = periods.find((p) => p.year === newest.year && p.month !== newest.month)!;
  const emptyWeek = { year: olderYear.year, month: olderYear.months[0], week: 1 };

  test('fixture has what these tests need', () => {
    expect(years.length).toBeGreaterThan(1);
    expect(earlier).toBeDefined();
    expect(inPeriod(emptyWeek)).toEqual([]);
  });

  test('counts its dataset from the data and titles every week "Week N (M updates)"', async ({ page }) => {
    await page.goto('/resources/ai-news');
    await waitForHydration(page);
    await expect(page.locator('dl dd')).toHaveText([String(periods.length), String(total), String(Math.round(total / periods.length))]);
    await expect(page.locator('details[data-level="year"] > summary')).toHaveText(years.map((y) => String(y.year)));
    await expect(year(page, newestYear.year).locator('details[data-level="month"] > summary')).toHaveText(
      newestYear.months.map((m) => `${MONTH_NAMES[m - 1]} ${newestYear.year}`),
    );
    // Closed periods draw their contents when opened.
    await year(page, olderYear.year).locator('> summary').click();
    await expect(year(page, olderYear.year).locator('details[data-level="month"]')).toHaveCount(olderYear.months.length);
    await month(year(page, earlier.year), earlier.month, earlier.year).locator('> summary').click();
    const count = inPeriod(earlier).length;
    await expect(weekOf(page, earlier).locator('> summary')).toContainText(`Week ${earlier.week} (${count} updates)`);
    await weekOf(page, earlier).locator('> summary').click();
    await expect(weekOf(page, earlier).locator('li')).toHaveCount(count);
  });

  test('opens the newest week with news when today has none', async ({ page }) => {
    await page.clock.setFixedTime(new Date(`${newest.year + 1}-11-22T10:00:00`));
    await page.goto('/resources/ai-news');
    await waitForHydration(page);
    await expect(month(year(page, newest.year), newest.month, newest.year)).toHaveAttribute('open', '');
    await expect(openWeeks(page)).toHaveCount(1);
    await expect(weekOf(page, newest)).toHaveAttribute('open', '');
  });

  test("opens today's year, month and week when they have news", async ({ page }) => {
    await page.clock.setFixedTime(new Date(`${inPeriod(earlier)[0].date}T10:00:00`));
    await page.goto('/resources/ai-news');
    await waitForHydration(page);
    await expect(month(year(page, earlier.year), earlier.month, earlier.year)).toHaveAttribute('open', '');
    await expect(weekOf(page, earlier)).toHaveAttribute('open', '');
    await expect(openWeeks(page)).toHaveCount(1);
    await expect(weekOf(page, earlier).locator('li')).toHaveCount(inPeriod(earlier).length);
  });

  test('opens and closes years, months and weeks independently, from mouse or keyboard', async ({ page }) => {
    await page.goto('/resources/ai-news');
    await waitForHydration(page);
    const older = year(page, olderYear.year);
    await older.locator('> summary').click();
    await expect(older).toHaveAttribute('open', '');
    await expect(year(page, newestYear.year)).toHaveAttribute('open', '');
    const first = month(older, emptyWeek.month, emptyWeek.year);
    await first.locator('> summary').focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open', '');
    await week(first, 1).locator('> summary').click();
    await expect(week(first, 1)).toContainText(news.emptyWeek);
    await older.locator('> summary').click();
    await expect(older).not.toHaveAttribute('open', '');
    await expect(year(page, newestYear.year)).toHaveAttribute('open', '');
  });

  test('shows each story with its category, a 150-character summary and its source link', async ({ page }) => {
    const long = inPeriod(newest).find((item) => item.description.length > 150)!;
    await page.goto('/resources/ai-news');
    await waitForHydration(page);
    const story = openWeeks(page).locator('li', { hasText: long.title });
    await expect(story.getByRole('link')).toHaveAttribute('target', '_blank');
    await expect(story.locator('.badge:first-child').first()).toHaveText(long.tags[0]);
    const summary = await story.locator('p').first().innerText();
    expect(summary.length).toBeLessThanOrEqual(151);
  });

  test('search and chips filter the stories, open the weeks that match, and say when nothing does', async ({ page }) => {
    const policy = news.items.filter((item) => item.tags[0] === 'Policy').length;
    const problems = watchConsole(page);
    await page.goto('/resources/ai-news');
    await waitForHydration(page);
    await choose(page, 'Policy');
    await expect(page).toHaveURL(/category=Policy/);
    await expect(page.getByRole('status')).toContainText(`${policy} of ${total}`);
    await expect(page.locator('details[data-level="week"] li')).toHaveCount(policy);
    for (const badge of await page.locator('details[data-level="week"] li .badge:first-child').allInnerTexts())
      expect(badge).toBe('Policy');
    await page.getByRole('searchbox', { name: 'Search news' }).fill('[(*');
    await expect(page.getByText(news.empty.title)).toBeVisible();
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
    if (related.type !== 'card-grid') throw new Error('the fixture news page lists related resources');
    const grid = page.locator('[data-block="card-grid"]', { has: page.getByRole('heading', { name: related.heading }) });
    for (const { href } of related.items) await expect(grid.locator(`a[href="${href}"]`)).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Back to Resources' })).toHaveAttribute('href', '/resources');
  });
});

test.describe('robotics archive', () => {
  const robotics = fixtureSite.section('/resources/robotics-weekly', 'robotics-archive');
  if (robotics.open === 'current') throw new Error('the fixture robotics archive opens a fixed week');
  const opened = robotics.open;
  const openWeek = robotics.weeks.find((w) => w.year === opened.year && w.month === opened.month && w.week === opened.week)!;
  const years = yearsAndMonths(robotics.months.from, robotics.months.to);
  const months = years.flatMap((y) => y.months).length;
  const updates = robotics.weeks.flatMap((w) => w.updates);

  test('opens its fixed year, month and week, with its updates and two closed highlights', async ({ page }) => {
    await page.goto('/resources/robotics-weekly');
    await waitForHydration(page);
    await expect(page.locator('details[data-level="year"] > summary')).toHaveText(years.map((y) => String(y.year)));
    await expect(month(year(page, opened.year), opened.month, opened.year)).toHaveAttribute('open', '');
    const first = weekOf(page, opened);
    await expect(first).toHaveAttribute('open', '');
    await expect(openWeeks(page)).toHaveCount(1);
    await expect(first.locator('> summary')).toContainText(`Week ${opened.week} (${openWeek.updates.length} updates)`);
    await expect(first.getByRole('heading', { name: 'Weekly Updates' })).toBeVisible();
    await expect(first.locator('li')).toHaveCount(openWeek.updates.length);
    const spotlight = first.locator('details[data-level="detail"]', { hasText: 'Tech Spotlight' });
    const impressive = first.locator('details[data-level="detail"]', { hasText: 'Most Impressive' });
    await expect(spotlight).not.toHaveAttribute('open', '');
    await spotlight.locator('> summary').click();
    await expect(spotlight).toHaveAttribute('open', '');
    await expect(spotlight).toContainText('Innovation:');
    await expect(spotlight).toContainText(openWeek.spotlight.innovation);
    await expect(impressive).not.toHaveAttribute('open', '');
    await impressive.locator('> summary').click();
    await expect(impressive).toContainText('Impact:');
    await expect(impressive).toContainText(openWeek.impressive.impact);
  });

  test('lists every month with four weeks, all in the page even without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/resources/robotics-weekly');
    await expect(page.locator('details[data-level="month"]')).toHaveCount(months);
    await expect(page.locator('details[data-level="week"]')).toHaveCount(months * 4);
    await expect(page.locator('details[data-level="week"] li')).toHaveCount(updates.length);
    await context.close();
  });

  test('filters updates by chip and search', async ({ page }) => {
    const hardware = updates.filter((u) => u.category === 'Hardware').length;
    await page.goto('/resources/robotics-weekly');
    await waitForHydration(page);
    await choose(page, 'Hardware');
    await expect(page.getByRole('status')).toContainText(`${hardware} of ${updates.length}`);
    await expect(page.locator('details[data-level="week"] li')).toHaveCount(hardware);
    await page.getByRole('searchbox', { name: 'Search robotics updates' }).fill('no such robot anywhere');
    await expect(page.getByText(robotics.empty.title)).toBeVisible();
  });
});
