import { expect, test, type Page } from '@playwright/test';
import { FEED_FORMATS, feedContentType, feedPath } from '../../src/schema/feeds';
import { at, expectNoAxeViolations, fixtureSite, waitForHydration } from './support';

/**
 * The fixture site's feeds as a visitor and a feed reader meet them: the links in each page's <head> that
 * feed readers discover, the Subscribe link under the heading, and the files as the host sends them.
 * Which pages have a feed, and what it is called, is read from the documents.
 */
const withFeed = fixtureSite.pages.filter((document) => document.feed);
const withoutFeed = fixtureSite.pages.find(
  (document) => !document.feed && !withFeed.some((f) => document.route.startsWith(`${f.route}/`)),
)!;

const subscribe = (page: Page) => page.getByRole('link', { name: /^Subscribe to .* \(Atom feed\)$/ });
const alternates = (page: Page) =>
  page.locator('head link[rel="alternate"]').evaluateAll((links) => links.map((l) => [l.getAttribute('type'), l.getAttribute('href')]));

test('the fixture has pages with a feed and one without', () => {
  expect(withFeed.length).toBeGreaterThan(1);
  expect(withoutFeed).toBeDefined();
});

for (const { route, feed } of withFeed) {
  const files = { atom: feedPath(route, 'atom'), json: feedPath(route, 'json') };

  test(`${route} names its feeds in <head> and offers them under its heading, before and after scripts run`, async ({ browser, page }) => {
    const expected = [
      [FEED_FORMATS.atom.type, files.atom],
      [FEED_FORMATS.json.type, files.json],
    ];
    const noScript = await browser.newPage({ javaScriptEnabled: false });
    await noScript.goto(at(route));
    expect(await alternates(noScript)).toEqual(expected);
    await expect(subscribe(noScript)).toHaveAccessibleName(`Subscribe to ${feed!.title} (Atom feed)`);
    await noScript.close();

    await page.goto(at(route));
    await waitForHydration(page);
    expect(await alternates(page)).toEqual(expected);
    const link = subscribe(page);
    await expect(link).toHaveCount(1);
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', files.atom);
    // Under the page's heading: in the section that draws the h1.
    await expect(page.locator('section', { has: page.locator('h1') }).getByRole('link', { name: /^Subscribe/ })).toHaveCount(1);
  });

  test(`${route}: the Subscribe link is reached with the keyboard and shows its focus`, async ({ page }) => {
    await page.goto(at(route));
    await waitForHydration(page);
    const link = subscribe(page);
    for (let tab = 0; tab < 60 && !(await link.evaluate((el) => el === document.activeElement)); tab++) await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    const outline = await link.evaluate((el) => getComputedStyle(el).outlineStyle + ' ' + getComputedStyle(el).outlineWidth);
    expect(outline).not.toMatch(/^none|\b0px$/);
  });

  test(`${route}: its feed files are sent as Atom and JSON Feed 1.1, compressed`, async ({ page, request }) => {
    const atom = await request.get(at(files.atom), { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(atom.status()).toBe(200);
    expect(atom.headers()['content-type']).toBe(feedContentType('atom'));
    expect(atom.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
    const xml = await atom.text();
    await page.goto(at(route));
    const read = await page.evaluate((text) => {
      const parsed = new DOMParser().parseFromString(text, 'application/xml');
      return { errors: parsed.getElementsByTagName('parsererror').length, title: parsed.querySelector('feed > title')?.textContent };
    }, xml);
    expect(read).toEqual({ errors: 0, title: feed!.title });

    const json = await request.get(at(files.json));
    expect(json.headers()['content-type']).toBe(feedContentType('json'));
    const parsed = (await json.json()) as { version: string; title: string; items: unknown[] };
    expect([parsed.version, parsed.title]).toEqual(['https://jsonfeed.org/version/1.1', feed!.title]);
    expect(parsed.items.length).toBeGreaterThan(0);
  });

  test(`${route} with its Subscribe link has no axe violations, light or dark`, async ({ page }) => {
    await page.goto(at(route));
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await page.goto(at(route));
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectNoAxeViolations(page);
  });
}

/** The fixture's feeds on an archive: their entries link to the story's card on its week's page. */
const archiveFeeds = withFeed.filter((document) =>
  document.sections.some((s) => s.type === 'news-archive' || s.type === 'robotics-archive'),
);

test('the fixture has feeds on archives whose entries are on more than one week page', () => {
  expect(archiveFeeds.length).toBeGreaterThan(1);
});

for (const { route } of archiveFeeds) {
  test(`${route}: an entry's link opens its week's page at its story, and its related link is the source`, async ({ page, request }) => {
    const feed = (await (await request.get(at(feedPath(route, 'json')))).json()) as {
      items: { url: string; external_url?: string; title: string }[];
    };
    const pages = new Set(feed.items.map((item) => new URL(item.url).pathname));
    // The archive's own route (its home week) and at least one other week's page.
    expect(pages).toContain(route);
    expect([...pages].some((path) => path.startsWith(`${route}/`))).toBe(true);
    for (const path of pages) {
      const item = feed.items.find((candidate) => new URL(candidate.url).pathname === path)!;
      const { pathname, hash } = new URL(item.url);
      expect(hash).toMatch(/^#story-/);
      await page.goto(at(pathname + hash));
      await waitForHydration(page);
      const story = page.locator(`[id="${hash.slice(1)}"]`);
      await expect(story).toHaveCount(1);
      await expect(story.getByRole('heading', { name: item.title })).toBeVisible();
      await expect(story).toBeInViewport();
      // The story's own link on the page is the source the feed names as related.
      await expect(story.getByRole('link', { name: item.title })).toHaveAttribute('href', item.external_url!);
    }
  });
}

test('a page in no feed names none and offers none', async ({ page }) => {
  await page.goto(at(withoutFeed.route));
  await waitForHydration(page);
  expect(await alternates(page)).toEqual([]);
  await expect(page.getByRole('link', { name: /^Subscribe/ })).toHaveCount(0);
});
