import { expect, test, type Locator, type Page } from '@playwright/test';
import { latestPeriod, MONTH_NAMES, periodKey, periodOf, weekName, yearsAndMonths, type Period } from '../../src/behaviours/weeks';
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
  const inPeriod = (period: Period) => news.items.filter((item) => periodKey(periodOf(item.date)) === periodKey(period));
  const periods = [...new Map(news.items.map((item) => [periodKey(periodOf(item.date)), periodOf(item.date)])).values()];
  const newest = latestPeriod(periods)!;
  const newestYear = yearsAndMonths(news.months.from, news.months.to)[0];
  const otherYears = [...new Set(periods.map((p) => p.year))].filter((y) => y !== newest.year);
  // A week with news in the newest year other than the newest week, and a week without news in a month closed at first.
  const earlier = periods.find((p) => p.year === newest.year && periodKey(p) !== periodKey(newest))!;
  const emptyWeek = newestYear.months
    .filter((m) => m !== newest.month)
    .flatMap((m) => [1, 2, 3, 4].map((w) => ({ year: newestYear.year, month: m, week: w })))
    .find((p) => inPeriod(p).length === 0)!;
  /** A week's own page; the newest week's is the archive's route. */
  const pageOf = (p: Period | string) => {
    const key = typeof p === 'string' ? p : periodKey(p);
    return key === periodKey(newest) ? '/resources/ai-news' : `/resources/ai-news/${key}`;
  };

  test('fixture has what these tests need', () => {
    expect(otherYears.length).toBeGreaterThan(0);
    expect(earlier).toBeDefined();
    expect(emptyWeek).toBeDefined();
  });

  test('counts every story in its dataset, and titles every week "Week N (M updates)"', async ({ page }) => {
    await page.goto('/resources/ai-news');
    await waitForHydration(page);
    await expect(page.locator('dl dd')).toHaveText([String(periods.length), String(total), String(Math.round(total / periods.length))]);
    await expect(page.locator('details[data-level="year"] > summary')).toHaveText([String(newest.year)]);
    await expect(year(page, newest.year).locator('details[data-level="month"] > summary')).toHaveText(
      newestYear.months.map((m) => `${MONTH_NAMES[m - 1]} ${newest.year}`),
    );
    await expect(weekOf(page, newest).locator('> summary')).toContainText(`Week ${newest.week} (${inPeriod(newest).length} updates)`);
    await expect(weekOf(page, newest).locator('li')).toHaveCount(inPeriod(newest).length);
    // Another week with news is a link to its page, with its count.
    await month(year(page, earlier.year), earlier.month, earlier.year).locator('> summary').click();
    await expect(page.getByRole('link', { name: `Week ${earlier.week} (${inPeriod(earlier).length} updates)` })).toHaveAttribute(
      'href',
      pageOf(earlier),
    );
    // Another year is a link to its newest week's page, with its count.
    for (const y of otherYears) {
      const count = news.items.filter((item) => item.date.startsWith(String(y))).length;
      await expect(page.getByRole('link', { name: `${y} (${count} updates)` })).toHaveCount(1);
    }
  });

  test('opens its newest week, whatever the day', async ({ page }) => {
    await page.clock.setFixedTime(new Date(`${inPeriod(earlier)[0].date}T10:00:00`));
    await page.goto('/resources/ai-news');
    await waitForHydration(page);
    await expect(month(year(page, newest.year), newest.month, newest.year)).toHaveAttribute('open', '');
    await expect(openWeeks(page)).toHaveCount(1);
    await expect(weekOf(page, newest)).toHaveAttribute('open', '');
  });

  test('gives every week with news a page of its own, two clicks at most from the archive, that reads without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const p of periods) {
      await page.goto('/resources/ai-news');
      if (p.year !== newest.year) {
        const count = news.items.filter((item) => item.date.startsWith(String(p.year))).length;
        await page.getByRole('link', { name: `${p.year} (${count} updates)` }).click();
      }
      if (periodKey(p) !== periodKey(newest)) {
        await month(year(page, p.year), p.month, p.year).locator('> summary').click();
        const link = page.getByRole('link', { name: `Week ${p.week} (${inPeriod(p).length} updates)` });
        // Already there when the year's link led to this very week.
        if ((await link.count()) > 0) await link.click();
      }
      await expect(page).toHaveURL(new RegExp(`${pageOf(p)}$`));
      await expect(weekOf(page, p)).toHaveAttribute('open', '');
      await expect(weekOf(page, p).locator('li h2, li h3, li h4')).toHaveText(inPeriod(p).map((item) => item.title));
      await expect(page.locator('details[data-level="week"] li')).toHaveCount(inPeriod(p).length);
    }
    await context.close();
  });

  test('titles each week’s page, names it as its canonical address, and leads to the weeks on either side', async ({ page }) => {
    const order = [...periods].sort((a, b) => periodKey(b).localeCompare(periodKey(a)));
    for (const [i, p] of order.entries()) {
      await page.goto(pageOf(p));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${pageOf(p)}$`));
      if (i > 0) await expect(page).toHaveTitle(new RegExp(weekName(periodKey(p))));
      const more = page.getByRole('navigation', { name: 'More weeks' });
      if (i > 0) await expect(more.getByRole('link', { name: /^Newer/ })).toHaveAttribute('href', pageOf(order[i - 1]));
      if (i < order.length - 1) await expect(more.getByRole('link', { name: /^Older/ })).toHaveAttribute('href', pageOf(order[i + 1]));
    }
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    for (const p of periods) expect(sitemap).toContain(`${pageOf(p)}</loc>`);
  });

  test('opens and closes months and weeks independently, from mouse or keyboard', async ({ page }) => {
    await page.goto('/resources/ai-news');
    await waitForHydration(page);
    const shown = year(page, newest.year);
    const other = month(shown, emptyWeek.month, emptyWeek.year);
    await other.locator('> summary').focus();
    await page.keyboard.press('Enter');
    await expect(other).toHaveAttribute('open', '');
    await week(other, emptyWeek.week).locator('> summary').click();
    await expect(week(other, emptyWeek.week)).toContainText(news.emptyWeek);
    await shown.locator('> summary').click();
    await expect(shown).not.toHaveAttribute('open', '');
    await shown.locator('> summary').click();
    await expect(other).toHaveAttribute('open', '');
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

  test('search and chips filter every week’s stories, open the weeks that match, link each to its page, and say when nothing does', async ({
    page,
  }) => {
    const policy = news.items.filter((item) => item.tags[0] === 'Policy').length;
    const policyWeeks = [...new Set(news.items.filter((item) => item.tags[0] === 'Policy').map((item) => periodKey(periodOf(item.date))))];
    const problems = watchConsole(page);
    await page.goto('/resources/ai-news');
    await waitForHydration(page);
    await choose(page, 'Policy');
    await expect(page).toHaveURL(/category=Policy/);
    await expect(page.getByRole('status')).toContainText(`${policy} of ${total}`);
    await expect(page.locator('details[data-level="week"] li')).toHaveCount(policy);
    for (const badge of await page.locator('details[data-level="week"] li .badge:first-child').allInnerTexts())
      expect(badge).toBe('Policy');
    for (const key of policyWeeks)
      await expect(page.getByRole('link', { name: `The week of ${weekName(key)}` })).toHaveAttribute('href', pageOf(key));
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

  test('reads its week whole without JavaScript, and leads to every other week and year', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/resources/robotics-weekly');
    await expect(page.locator('details[data-level="week"] li')).toHaveCount(openWeek.updates.length);
    // Every other week of the year is a link to its page, in its month (closed, and there all the same).
    for (const w of robotics.weeks.filter((w) => periodKey(w) !== periodKey(opened) && w.year === opened.year))
      await expect(page.locator('a', { hasText: `Week ${w.week} (${w.updates.length} updates)` })).toHaveAttribute(
        'href',
        `/resources/robotics-weekly/${periodKey(w)}`,
      );
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
