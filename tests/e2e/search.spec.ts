import { expect, test, type Page } from '@playwright/test';
import { SEARCH_INDEX_PATH, shortTitle } from '../../src/behaviours/site-search';
import type { Section } from '../../src/blocks/page';
import { expectNoAxeViolations, fixtureSite, recordCspViolations, waitForHydration, watchConsole } from './support';

/**
 * Site search on the fixture site. What to type and what must come back is read from the
 * fixture documents: a word found nowhere else in them, taken from a case study's text, an
 * external article card's text and a tool's description.
 */
const { pages, settings } = fixtureSite;
const everything = pages.map((document) => JSON.stringify(document)).join('\n');

/** A word of `text` that starts no other word anywhere in the fixture documents. */
function wordOnlyIn(text: string): string {
  const words = text.match(/\p{L}{6,}/gu) ?? [];
  const word = words.find((w) => (everything.match(new RegExp(`(?<!\\p{L})${w}`, 'giu')) ?? []).length === 1);
  if (!word) throw new Error(`No word of "${text}" is unique to it in the fixture site: give it one.`);
  return word;
}

/** Every section of a document, the columns of layout blocks included. */
const sectionsOf = (sections: readonly Section[]): Section[] =>
  sections.flatMap((s) => (s.type === 'two-column' ? [s, ...sectionsOf([...s.main, ...s.side] as Section[])] : [s]));
const allSections = pages.flatMap((document) => sectionsOf(document.sections).map((section) => ({ document, section })));

const caseStudy = (() => {
  const document = pages.find((d) => d.sections.some((s) => s.type === 'two-column'))!;
  const prose = sectionsOf(document.sections).flatMap((s) => (s.type === 'prose' ? s.body : []));
  return { word: wordOnlyIn(prose.join(' ')), label: shortTitle(document.title, settings.name), href: document.route };
})();

const article = (() => {
  const card = allSections
    .flatMap(({ section }) => (section.type === 'card-grid' ? section.items : []))
    .find((item) => item.href?.startsWith('https://') && item.text)!;
  return { word: wordOnlyIn(card.text!), label: card.title, href: card.href! };
})();

const tool = (() => {
  const list = allSections.map(({ section }) => section).find((s) => s.type === 'resource-list' && s.kind === 'tools');
  const item = list?.type === 'resource-list' && list.kind === 'tools' ? list.items[0] : undefined;
  return { word: wordOnlyIn(item!.description), label: item!.name, href: item!.link };
})();

const story = (() => {
  const archive = allSections.map(({ section }) => section).find((s) => s.type === 'news-archive');
  const item = archive?.type === 'news-archive' ? archive.items[0] : undefined;
  return { word: wordOnlyIn(item!.description), label: item!.title, href: item!.url };
})();

const toolsPage = allSections.find(({ section }) => section.type === 'resource-list' && section.kind === 'tools')!.document.route;
const start = settings.nav[0].href;

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' });
const searchInput = (page: Page) => dialog(page).getByRole('textbox', { name: 'Search the site' });
const results = (page: Page) => dialog(page).locator('[data-action]');
const searchButton = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });

/** Loads a page and records every request for the search index. */
async function visit(page: Page, path: string) {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === SEARCH_INDEX_PATH) indexRequests.push(request.url());
  });
  await page.goto(path);
  await waitForHydration(page);
  return indexRequests;
}

async function search(page: Page, query: string) {
  await searchInput(page).fill(query);
  await expect(results(page).first()).toBeVisible();
}

for (const { name, viewport } of [
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`site search (${name})`, () => {
    test.use({ viewport });

    test('fetches the index only when search opens; "/" opens it, Escape closes it', async ({ page }) => {
      const indexRequests = await visit(page, start);
      await page.waitForTimeout(500);
      expect(indexRequests).toEqual([]);
      const requested = page.waitForRequest((request) => new URL(request.url()).pathname === SEARCH_INDEX_PATH);
      await page.keyboard.press('/');
      await requested;
      await expect(searchInput(page)).toBeFocused();
      // The "/" that opened search is not typed into it.
      await expect(searchInput(page)).toHaveValue('');
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      expect(indexRequests).toHaveLength(1);
    });

    test('draws the dialog with its styles: the search box spans it', async ({ page }) => {
      // Unstyled, an input is about 200 px wide wherever it stands; Mantine's fills its container.
      await visit(page, start);
      await searchButton(page).click();
      await expect(searchInput(page)).toBeFocused();
      const [box, frame] = await Promise.all([searchInput(page).boundingBox(), dialog(page).boundingBox()]);
      expect(box!.width).toBeGreaterThan(frame!.width * 0.8);
    });

    test('Ctrl+K opens search, also from a text field', async ({ page }) => {
      await visit(page, toolsPage);
      await page.getByRole('searchbox').focus();
      await page.keyboard.press('Control+K');
      await expect(searchInput(page)).toBeFocused();
    });

    test('the button opens search, and Escape gives focus back to it', async ({ page }) => {
      await visit(page, start);
      await searchButton(page).click();
      await expect(searchInput(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      await expect(searchButton(page)).toBeFocused();
      // Open again, now without loading anything.
      await searchButton(page).click();
      await expect(searchInput(page)).toBeFocused();
    });

    test('"/" typed in a list’s search box stays there', async ({ page }) => {
      const indexRequests = await visit(page, toolsPage);
      const box = page.getByRole('searchbox');
      await box.click();
      await page.keyboard.type('a/b');
      await expect(box).toHaveValue('a/b');
      await page.waitForTimeout(300);
      await expect(dialog(page)).toHaveCount(0);
      expect(indexRequests).toEqual([]);
    });

    for (const [kind, expected] of [
      ['a case study', caseStudy],
      ['an external article', article],
      ['a tool', tool],
    ] as const) {
      test(`finds ${kind} by a word only in its text`, async ({ page }) => {
        await visit(page, start);
        await searchButton(page).click();
        await search(page, expected.word);
        await expect(results(page).first()).toContainText(expected.label);
        await expect(results(page).first()).toHaveAttribute('href', expected.href);
      });
    }

    test('finds an archive’s story, whose index it fetches only once a query is typed', async ({ page }) => {
      const archiveIndexes: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/search-index/')) archiveIndexes.push(request.url());
      });
      await visit(page, start);
      await searchButton(page).click();
      await expect(searchInput(page)).toBeFocused();
      await page.waitForTimeout(500);
      expect(archiveIndexes).toEqual([]);
      await searchInput(page).fill(story.word);
      // Among the results (a near word elsewhere may rank first), once the archive's index has come.
      await expect(results(page).filter({ hasText: story.label })).toHaveAttribute('href', story.href);
      expect(archiveIndexes.length).toBeGreaterThan(0);
    });

    test('arrow keys and Enter open an internal result in the app, and focus lands on main', async ({ page }) => {
      await visit(page, start);
      await page.keyboard.press('/');
      await search(page, caseStudy.word);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowUp');
      await expect(results(page).first()).toHaveAttribute('data-selected', 'true');
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => navigations.push(frame.url()));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(caseStudy.href);
      await expect(dialog(page)).toBeHidden();
      await expect(page.locator('main')).toBeFocused();
      await expect(page).toHaveTitle(fixtureSite.page(caseStudy.href).title);
      // In-app: history changed, the document did not reload.
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    });

    test('an external result opens in a new tab without opener or referrer', async ({ page, context }) => {
      await context.route(`${new URL(article.href).origin}/**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<p>article</p>' }),
      );
      await visit(page, start);
      await page.keyboard.press('/');
      await search(page, article.word);
      const link = results(page).first();
      await expect(link).toHaveAttribute('target', '_blank');
      expect((await link.getAttribute('rel'))?.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      // Enter follows the selected result: the first, once search has selected it after the results came.
      await expect(link).toHaveAttribute('data-selected', 'true');
      const opened = context.waitForEvent('page');
      await page.keyboard.press('Enter');
      expect((await opened).url()).toBe(article.href);
      await expect(page).toHaveURL(start);
    });

    test('says when nothing is found, and survives strange queries', async ({ page }) => {
      const problems = watchConsole(page);
      await visit(page, start);
      await page.keyboard.press('/');
      await expect(dialog(page)).toContainText('Type to search');
      for (const query of ['(', '*', '\\', '🦄', 'x'.repeat(500), 'zqxjv']) {
        await searchInput(page).fill(query);
        await expect(dialog(page)).toContainText('Nothing found for “');
      }
      await search(page, tool.word);
      expect(problems).toEqual([]);
    });

    test('tells the visitor when the index cannot be loaded, and tries again on request', async ({ page }) => {
      await page.route(`**${SEARCH_INDEX_PATH}`, (route) => route.fulfill({ status: 503, body: 'down' }));
      await visit(page, start);
      await searchButton(page).click();
      await expect(dialog(page)).toContainText('Search could not be loaded. Check your connection and try again.');
      await page.unroute(`**${SEARCH_INDEX_PATH}`);
      await dialog(page).getByRole('button', { name: 'Try again' }).click();
      await expect(searchInput(page)).toBeFocused();
      await search(page, tool.word);
    });

    test('open with results: no axe violations, no CSP violations, no console messages', async ({ page }) => {
      const problems = watchConsole(page);
      const violations = await recordCspViolations(page);
      await visit(page, start);
      await searchButton(page).click();
      await search(page, article.word);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
      await page.waitForTimeout(300);
      expect(await violations()).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
}

test('search still opens and finds when its stylesheet cannot be loaded', async ({ page }) => {
  // The dialog's styles come with its code (the only stylesheet asked for once the page has loaded its own).
  await visit(page, start);
  const refused: string[] = [];
  await page.route(/\/build\/.*\.css$/, (route) => (refused.push(route.request().url()), route.abort()));
  await searchButton(page).click();
  await expect(searchInput(page)).toBeFocused();
  await search(page, tool.word);
  expect(refused.length).toBeGreaterThan(0);
});
