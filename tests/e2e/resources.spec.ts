import { expect, test, type Page } from '@playwright/test';
import {
  choose,
  expectCopyFailure,
  expectNoAxeViolations,
  fixtureSite,
  listCards as cards,
  waitForHydration,
  watchConsole,
} from './support';

const search = (page: Page, name: RegExp | string) => page.getByRole('searchbox', { name });
const hub = fixtureSite.section('/resources', 'resource-list');
const tools = fixtureSite.section('/resources/ai-tools', 'resource-list');
const prompts = fixtureSite.section('/resources/prompts', 'resource-list');

/** Items whose searched fields contain the text, ignoring case: what the search box should leave. */
function matching(list: { searchFields: string[]; items: object[] }, text: string): number {
  const wanted = text.toLowerCase();
  return list.items.filter((item) =>
    list.searchFields.some((field) =>
      String((item as Record<string, unknown>)[field] ?? '')
        .toLowerCase()
        .includes(wanted),
    ),
  ).length;
}

test.describe('resource hub', () => {
  for (const width of [390, 800, 1440])
    test(`at ${width} px, each card's badge stays on one line and its title wraps beside it`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/resources');
      for (const item of hub.items) {
        if (!('title' in item) || !('badge' in item) || !item.badge) continue;
        const heading = page.getByRole('heading', { name: item.title });
        // The badge: the one chip that is not in the card's list of tags.
        const badge = (await cards(page).filter({ has: heading }).locator('span.badge').boundingBox())!;
        const title = (await heading.boundingBox())!;
        expect(badge.height, `"${String(item.badge)}" takes one line`).toBeLessThan(34);
        expect(title.x + title.width).toBeLessThanOrEqual(badge.x);
      }
    });

  const total = hub.items.length;
  const investing = hub.items.filter((item) => 'tags' in item && item.tags.includes('Investing')).length;

  test('filters the cards by chip and by search, together, with the exact empty message', async ({ page }) => {
    await page.goto('/resources');
    await waitForHydration(page);
    await expect(cards(page)).toHaveCount(total);
    await choose(page, 'Investing');
    await expect(page).toHaveURL(/category=Investing/);
    await expect(page.getByRole('status')).toContainText(`${investing} of ${total} resources`);
    await expect(cards(page)).toHaveCount(investing);
    await search(page, 'Search resources').fill('zzzz-nothing');
    await expect(page.getByText('No resources found')).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or search query.')).toBeVisible();
    await search(page, 'Search resources').fill('');
    await expect(cards(page)).toHaveCount(investing);
  });

  test('links each card to its page, and the channel cards to new tabs', async ({ page }) => {
    await page.goto('/resources');
    for (const item of hub.items) {
      await expect(page.locator(`[data-block="resource-list"] a[href="${'link' in item ? item.link : ''}"]`)).toHaveCount(1);
    }
    const follow = fixtureSite.page('/resources').sections.find((s) => s.id === 'follow');
    if (follow?.type !== 'card-grid') throw new Error('the fixture hub has a "follow" card grid');
    // The footer links every profile too: the cards are those in the section.
    const section = page.locator(`#${follow.id}`);
    for (const { href } of follow.items) await expect(section.locator(`a[href="${href}"]`)).toHaveAttribute('target', '_blank');
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

test.describe('tool list', () => {
  const total = tools.items.length;

  test('lists every tool with its link, back link and badges, and searches names, descriptions and categories', async ({ page }) => {
    await page.goto('/resources/ai-tools');
    await waitForHydration(page);
    await expect(cards(page)).toHaveCount(total);
    await expect(page.getByRole('link', { name: 'Visit Tool' })).toHaveCount(total);
    await expect(page.getByRole('link', { name: 'Back to Resources' })).toHaveAttribute('href', '/resources');
    const videos = matching(tools, 'video');
    expect(videos).toBeGreaterThan(1);
    await search(page, 'Search tools').fill('VIDEO');
    await expect(cards(page)).toHaveCount(videos);
    await expect(page.getByRole('status').filter({ hasText: `${videos} of ${total} tools` })).toBeVisible();
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
    await expect(cards(page)).toHaveCount(total);
    expect(problems).toEqual([]);
  });

  test('switches between tiles and list, and remembers the choice in the URL', async ({ page }) => {
    await page.goto('/resources/ai-tools');
    await waitForHydration(page);
    await expect(page.locator('ul[data-view="tile"]')).toHaveCount(1);
    await choose(page, 'List');
    await expect(page).toHaveURL(/view=list/);
    await expect(page.locator('ul[data-view="list"] > li')).toHaveCount(total);
    await page.reload();
    await expect(page.locator('ul[data-view="list"] > li')).toHaveCount(total);
  });

  test('opens a shared filtered link with the filter applied', async ({ page }) => {
    await page.goto('/resources/ai-tools?q=design&view=list');
    await expect(search(page, 'Search tools')).toHaveValue('design');
    await expect(page.locator('ul[data-view="list"]')).toHaveCount(1);
    await expect(cards(page)).toHaveCount(matching(tools, 'design'));
  });

  test('keeps a chip chosen while the typed search is still on its way to the URL', async ({ page }) => {
    await page.goto('/resources/ai-tools');
    await waitForHydration(page);
    await search(page, 'Search tools').fill('a');
    await choose(page, 'Video');
    await page.waitForTimeout(600);
    await expect(page).toHaveURL(/q=a/);
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

test.describe('prompt list', () => {
  test('copies a prompt: "Copied!" for two seconds and a toast', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/resources/prompts');
    await waitForHydration(page);
    await expect(cards(page)).toHaveCount(prompts.items.length);
    const first = cards(page).first();
    await first.getByRole('button', { name: /Copy Prompt/ }).click();
    await expect(first.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(page.getByText('Copied to clipboard!')).toBeVisible();
    await expect(page.getByText('The prompt has been copied to your clipboard.')).toBeVisible();
    await expectNoAxeViolations(page);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe((prompts.items[0] as { prompt: string }).prompt);
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
  const { items } = fixtureSite.section(route, 'resource-list') as { items: { name: string }[] };

  test(`${route} lists each with its website and empties with its message`, async ({ page }) => {
    await page.goto(route);
    await waitForHydration(page);
    await expect(cards(page)).toHaveCount(items.length);
    await expect(page.getByRole('link', { name: 'Visit Website' })).toHaveCount(items.length);
    const first = items[0].name;
    await search(page, placeholder).fill(first.toUpperCase());
    await expect(cards(page).first()).toContainText(first);
    await search(page, placeholder).fill('qqqqqq');
    await expect(page.getByText(`No ${noun} found`)).toBeVisible();
  });
}
