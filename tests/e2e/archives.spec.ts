import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  latestPeriod,
  monthKey,
  MONTH_NAMES,
  monthsShown,
  periodKey,
  periodOf,
  weekName,
  yearsAndMonths,
  type Period,
} from '../../src/schema/weeks';
import { choose, fixtureSite, waitForHydration, watchConsole } from './support';

/** A week's or year's count as the tree says it: "(1 update)", "(3 updates)". */
const countLabel = (n: number) => `(${n} ${n === 1 ? 'update' : 'updates'})`;

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
  const range = monthsShown(news.months, periods.map(periodKey));
  const years = yearsAndMonths(range.from, range.to);
  const weeksOf = (y: number, m: number) => [1, 2, 3, 4].filter((w) => monthKey(y, m) !== range.to || w <= range.lastWeek);
  const newestYear = years[0];
  // A year of the range without news (its weeks have no page of their own).
  const emptyYear = years.find((y) => !periods.some((p) => p.year === y.year))!;
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
    expect(emptyYear).toBeDefined();
  });

  test('draws every year and month of its range, newest first, four weeks a month up to the newest story’s, and counts every story', async ({
    page,
  }) => {
    await page.goto('/resources/ai-news');
    await waitForHydration(page);
    await expect(page.locator('dl dd')).toHaveText([String(periods.length), String(total), String(Math.round(total / periods.length))]);
    await expect(page.getByRole('status')).toHaveText(`${total} stories`);
    await expect(page.locator('details[data-level="year"] > summary')).toHaveText(years.map((y) => String(y.year)));
    for (const { year: y, months } of years) {
      const shown = year(page, y);
      if (y !== newest.year) await shown.locator('> summary').click();
      await expect(shown.locator('details[data-level="month"] > summary')).toHaveText(months.map((m) => `${MONTH_NAMES[m - 1]} ${y}`));
      const first = month(shown, months[0], y);
      if ((await first.getAttribute('open')) === null) await first.locator('> summary').click();
      await expect(first.locator('details[data-level="week"] > summary > span:first-child')).toHaveText(
        // The range's last month ends with its newest story's week.
        weeksOf(y, months[0]).map((w) => `Week ${w} ${countLabel(inPeriod({ year: y, month: months[0], week: w }).length)}`),
      );
    }
    await expect(weekOf(page, newest).locator('li')).toHaveCount(inPeriod(newest).length);
  });

  test('a week with news on a page of its own opens in place, with its stories and its page’s link', async ({ page }) => {
    await page.goto('/resources/ai-news');
    await waitForHydration(page);
    for (const p of [earlier, { ...periods.find((q) => q.year !== newest.year)! }]) {
      if (p.year !== newest.year) await year(page, p.year).locator('> summary').click();
      await month(year(page, p.year), p.month, p.year).locator('> summary').click();
      await weekOf(page, p).locator('> summary').click();
      await expect(weekOf(page, p).locator('li h2, li h3, li h4')).toHaveText(inPeriod(p).map((item) => item.title));
      await expect(weekOf(page, p).getByRole('link', { name: `The week of ${weekName(periodKey(p))}` })).toHaveAttribute('href', pageOf(p));
    }
  });

  test('loads no other week’s stories until a visitor opens that week', async ({ page }) => {
    const story = inPeriod(earlier)[0].title;
    const carried: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js') && (await response.text()).includes(JSON.stringify(story).slice(1, -1)))
        carried.push(response.url());
    });
    await page.goto('/resources/ai-news');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(carried).toEqual([]);
    await month(year(page, earlier.year), earlier.month, earlier.year).locator('> summary').click();
    await weekOf(page, earlier).locator('> summary').click();
    await expect(weekOf(page, earlier).getByText(story)).toBeVisible();
    await expect.poll(() => carried.length).toBeGreaterThan(0);
  });

  for (const [what, day] of [
    ['in the newest year', () => inPeriod(earlier)[0].date],
    ['in an older year', () => news.items.find((item) => periodOf(item.date).year !== newest.year)!.date],
  ] as const)
    test(`opens today's year, month and week with its stories, ${what}`, async ({ page }) => {
      const today = periodOf(day());
      await page.clock.setFixedTime(new Date(`${day()}T10:00:00`));
      await page.goto('/resources/ai-news');
      await waitForHydration(page);
      await expect(year(page, today.year)).toHaveAttribute('open', '');
      await expect(month(year(page, today.year), today.month, today.year)).toHaveAttribute('open', '');
      await expect(weekOf(page, today)).toHaveAttribute('open', '');
      await expect(openWeeks(page)).toHaveCount(1);
      await expect(weekOf(page, today).locator('li')).toHaveCount(inPeriod(today).length);
    });

  test('opens the newest week with news when today has none', async ({ page }) => {
    await page.clock.setFixedTime(new Date(`${emptyYear.year}-${String(emptyYear.months[0]).padStart(2, '0')}-10T10:00:00`));
    await page.goto('/resources/ai-news');
    await waitForHydration(page);
    await expect(month(year(page, newest.year), newest.month, newest.year)).toHaveAttribute('open', '');
    await expect(weekOf(page, newest)).toHaveAttribute('open', '');
    await expect(openWeeks(page)).toHaveCount(1);
    await expect(year(page, emptyYear.year)).not.toHaveAttribute('open', '');
  });

  test('gives every week with news a page of its own, at most three clicks from the archive, that reads without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const p of periods) {
      await page.goto('/resources/ai-news');
      if (p.year !== newest.year) {
        const count = news.items.filter((item) => item.date.startsWith(String(p.year))).length;
        await year(page, p.year).locator('> summary').click();
        await page.getByRole('link', { name: `${p.year} ${countLabel(count)}` }).click();
      }
      if (periodKey(p) !== periodKey(newest) && !page.url().endsWith(pageOf(p))) {
        await month(year(page, p.year), p.month, p.year).locator('> summary').click();
        await weekOf(page, p).locator('> summary').click();
        await weekOf(page, p)
          .getByRole('link', { name: `The week of ${weekName(periodKey(p))}` })
          .click();
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

  test('opens and closes years, months and weeks independently, from mouse or keyboard; an empty week says so', async ({ page }) => {
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
    // The oldest year, which has no news, by keyboard alone; the newest stays as it was.
    const oldest = year(page, emptyYear.year);
    await oldest.locator('> summary').focus();
    await page.keyboard.press('Enter');
    await expect(oldest).toHaveAttribute('open', '');
    const firstMonth = month(oldest, emptyYear.months.at(-1)!, emptyYear.year);
    await firstMonth.locator('> summary').focus();
    await page.keyboard.press('Space');
    await expect(firstMonth).toHaveAttribute('open', '');
    await week(firstMonth, 1).locator('> summary').focus();
    await page.keyboard.press('Enter');
    await expect(week(firstMonth, 1)).toContainText(news.emptyWeek);
    await expect(shown).toHaveAttribute('open', '');
    await oldest.locator('> summary').focus();
    await page.keyboard.press('Enter');
    await expect(oldest).not.toHaveAttribute('open', '');
    await expect(other).toHaveAttribute('open', '');
  });

  test('shows each story with its category, a summary of at most 150 characters cut after a whole word, and its source link', async ({
    page,
  }) => {
    const long = inPeriod(newest).find((item) => item.description.length > 150)!;
    await page.goto('/resources/ai-news');
    await waitForHydration(page);
    const story = openWeeks(page).locator('li', { hasText: long.title });
    await expect(story.getByRole('link')).toHaveAttribute('target', '_blank');
    await expect(story.locator('.badge:first-child').first()).toHaveText(long.tags[0]);
    const summary = await story.locator('p').first().innerText();
    expect(summary.length).toBeLessThanOrEqual(151);
    // What the ellipsis follows is the description's start up to a word's end, never half a word ("gigawa…").
    expect(summary).toMatch(/\S…$/);
    const kept = summary.slice(0, -1);
    expect(long.description.startsWith(kept)).toBe(true);
    expect(long.description[kept.length]).toMatch(/[\s,.;:!?]/);
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

  test('each category chip narrows the stories to its own, or says none match', async ({ page }) => {
    await page.goto('/resources/ai-news');
    await waitForHydration(page);
    for (const chip of news.chips!.options) {
      const matching = news.items.filter((item) => (item.tags[0] ?? 'General') === chip).length;
      await choose(page, chip);
      if (matching === 0) await expect(page.getByText(news.empty.title)).toBeVisible();
      else {
        await expect(page.getByRole('status')).toHaveText(`${matching} of ${total} stories`);
        await expect(page.locator('details[data-level="week"] li')).toHaveCount(matching);
      }
    }
    await choose(page, 'All');
    await expect(page.getByRole('status')).toHaveText(`${total} stories`);
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
  const range = monthsShown(robotics.months, robotics.weeks.map(periodKey));
  const years = yearsAndMonths(range.from, range.to);
  const updates = robotics.weeks.flatMap((w) => w.updates);

  test('opens its fixed year, month and week, with its updates and two closed highlights', async ({ page }) => {
    await page.goto('/resources/robotics-weekly');
    await waitForHydration(page);
    await expect(page.locator('details[data-level="year"] > summary')).toHaveText(years.map((y) => String(y.year)));
    await expect(month(year(page, opened.year), opened.month, opened.year)).toHaveAttribute('open', '');
    const first = weekOf(page, opened);
    await expect(first).toHaveAttribute('open', '');
    await expect(openWeeks(page)).toHaveCount(1);
    await expect(first.locator('> summary')).toContainText(`Week ${opened.week} ${countLabel(openWeek.updates.length)}`);
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

  test('reads its week whole without JavaScript, and leads to every other week', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/resources/robotics-weekly');
    await expect(page.locator('details[data-level="week"] li')).toHaveCount(openWeek.updates.length);
    // Every other week with updates holds a link to its page (closed, and there all the same).
    for (const w of robotics.weeks.filter((w) => periodKey(w) !== periodKey(opened)))
      await expect(
        weekOf(page, w).getByRole('link', { name: `The week of ${weekName(periodKey(w))}`, includeHidden: true }),
      ).toHaveAttribute('href', `/resources/robotics-weekly/${periodKey(w)}`);
    await context.close();
  });

  test('draws every month of its range with four weeks; a week with updates opens in place, an empty one says so', async ({ page }) => {
    await page.goto('/resources/robotics-weekly');
    await waitForHydration(page);
    const other = robotics.weeks.find((w) => periodKey(w) !== periodKey(opened))!;
    for (const { year: y, months } of years)
      await expect(year(page, y).locator('details[data-level="month"] > summary')).toHaveText(
        months.map((m) => `${MONTH_NAMES[m - 1]} ${y}`),
      );
    await month(year(page, other.year), other.month, other.year).locator('> summary').click();
    await weekOf(page, other).locator('> summary').click();
    await expect(weekOf(page, other).locator('li')).toHaveCount(other.updates.length);
    await expect(weekOf(page, other).getByRole('heading', { name: 'Weekly Updates' })).toBeVisible();
    const empty = [1, 2, 3, 4].find((n) => !robotics.weeks.some((w) => w.year === other.year && w.month === other.month && w.week === n))!;
    await week(month(year(page, other.year), other.month, other.year), empty)
      .locator('> summary')
      .click();
    await expect(week(month(year(page, other.year), other.month, other.year), empty)).toContainText(robotics.emptyWeek);
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
