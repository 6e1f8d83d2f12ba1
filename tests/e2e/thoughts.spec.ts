import { expect, test, type Locator, type Page } from '@playwright/test';
import { assignPoolIcons } from '../../src/content/icon-pool';
import { deriveLabel } from '../../src/content/labels';
import type { IconName } from '../../src/schema/icons';
import type { Section } from '../../src/blocks/page';
import { TONES } from '../../src/schema/tones';
import { authoredSection, expectNoAxeViolations, fixtureSite, waitForHydration } from './support';

/**
 * The article grid on the fixture site's /notes page: labels derived from titles by the
 * page's own rules, pastel tones by position, clamped titles, pool icons that match
 * between the prerendered HTML and the hydrated page, placeholder cards, new-tab links.
 * Expectations are computed from the document as written, with the behaviours' pure
 * functions: the validated document already holds the derived values.
 */
const route = '/notes';
const document = fixtureSite.page(route);
type Grid = Extract<Section, { type: 'article-grid' }>;

/** The page's article grids in document order (the order of the HTML): a layout's main column, then its side. */
const grids = document.sections
  .flatMap((s) => (s.type === 'two-column' ? [...s.main, ...s.side] : [s]))
  .filter((s): s is Grid => s.type === 'article-grid');
const written = grids.map((grid) => authoredSection(grid));
const pool = fixtureSite.settings.iconPools![written.find((grid) => grid.iconPool)!.iconPool!];

const gridsOn = (page: Page) => page.locator('section[data-block="article-grid"]');
const cardsOf = (grid: Locator) => grid.locator('ul > li');

async function open(page: Page) {
  await page.goto(route);
  await waitForHydration(page);
}

test('the fixture exercises the rules: derived labels, an own label, the fallback, links and placeholders', () => {
  const labels = written.flatMap((grid) => grid.items.filter((item) => !item.label).map((item) => deriveLabel(item.title, grid.labels!)));
  expect(new Set(labels).size).toBeGreaterThan(3);
  expect(labels).toContain(written[0].labels!.fallback);
  expect(written.flatMap((grid) => grid.items).some((item) => item.label)).toBe(true);
  expect(written.flatMap((grid) => grid.items).some((item) => item.icon)).toBe(true);
  expect(written.flatMap((grid) => grid.items).filter((item) => !item.href).length).toBeGreaterThan(0);
  expect(written.flatMap((grid) => grid.items).filter((item) => !item.icon).length).toBeGreaterThan(pool.length);
});

test('every card shows the label the rules give its title, or the label written on it', async ({ page }) => {
  await open(page);
  await expect(gridsOn(page)).toHaveCount(grids.length);
  for (const [g, grid] of written.entries()) {
    const expected = grid.items.map((item) => item.label ?? deriveLabel(item.title, grid.labels!));
    await expect(cardsOf(gridsOn(page).nth(g)).locator('[data-label]')).toHaveText(expected);
  }
});

test('cards cycle through the five pastel tones by position, and each label keeps its contrast', async ({ page }) => {
  await open(page);
  const cards = cardsOf(gridsOn(page).first());
  const count = await cards.count();
  expect(count).toBeGreaterThan(TONES.length);
  const tones = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-tone')));
  expect(tones).toEqual(Array.from({ length: count }, (_, i) => TONES[i % TONES.length]));
  const backgrounds = await cards.evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
  expect(new Set(backgrounds.slice(0, TONES.length)).size).toBe(TONES.length);
  expect(backgrounds.slice(TONES.length)).toEqual(backgrounds.slice(0, count - TONES.length));
  // axe's color-contrast rule checks each label against its pastel (4.5:1).
  await expectNoAxeViolations(page);
});

// Three columns from 992 px, two from 768 px: a grid of more than one row ends with a row as wide as itself.
for (const width of [1350, 800])
  test(`at ${width} px no card stands alone on a short last row`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page);
    let checked = 0;
    for (const grid of await gridsOn(page).all()) {
      const list = (await grid.locator('ul').boundingBox())!;
      const boxes = await cardsOf(grid).evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
      const lastTop = boxes.at(-1)!.top;
      if (Math.abs(boxes[0].top - lastTop) < 1) continue; // one row
      const lastRow = boxes.filter((box) => Math.abs(box.top - lastTop) < 1);
      expect(Math.min(...lastRow.map((box) => box.left))).toBeCloseTo(list.x, 0);
      expect(Math.max(...lastRow.map((box) => box.right))).toBeCloseTo(list.x + list.width, 0);
      checked += 1;
    }
    expect(checked, 'grids of more than one row').toBeGreaterThan(0);
  });

test('a long title is clamped to two lines, and stays whole for screen readers and on hover', async ({ page }) => {
  // On a phone every card is one column wide (on wider screens a card may take two, to fill a row).
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page);
  const longest = grids[0].items.reduce((a, b) => (b.title.length > a.title.length ? b : a));
  const heading = gridsOn(page).first().getByRole('heading', { name: longest.title, exact: true });
  await expect(heading).toHaveAttribute('title', longest.title);
  await expect(page.getByRole('link', { name: longest.title, exact: true })).toHaveCount(1);
  const box = await heading.evaluate((el) => {
    const style = getComputedStyle(el);
    return { height: el.clientHeight, full: el.scrollHeight, line: parseFloat(style.lineHeight) };
  });
  expect(box.full).toBeGreaterThan(box.height);
  expect(box.height).toBeLessThanOrEqual(Math.ceil(box.line * 2) + 1);
});

// The spec's two lines, cut at a word: the clamp's ellipsis replaces a whole word that does not fit, never part of one.
for (const width of [390, 1440])
  test(`at ${width} px every title is at most two lines, cut after a whole word, and whole in its link's name`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page);
    let clamped = 0;
    for (const item of grids.flatMap((grid) => grid.items)) {
      const heading = gridsOn(page).getByRole('heading', { name: item.title, exact: true });
      if (item.href) await expect(heading.getByRole('link', { name: item.title, exact: true })).toHaveCount(1);
      const box = await heading.evaluate((el) => {
        // The words, in boxes a line cannot break: each keeps one line box and its own width whole.
        const words = [...el.querySelectorAll('span')].filter((span) => span.children.length === 0);
        return {
          height: el.clientHeight,
          full: el.scrollHeight,
          line: parseFloat(getComputedStyle(el).lineHeight),
          words: words.map((span) => span.textContent),
          unbreakable: words.every((span) => getComputedStyle(span).display === 'inline-block' && span.getClientRects().length === 1),
        };
      });
      expect(box.height, item.title).toBeLessThanOrEqual(Math.ceil(box.line * 2) + 1);
      expect(box.words.join(' ')).toBe(item.title.split(/\s+/).join(' '));
      expect(box.unbreakable, `${item.title}: every word a box no line splits`).toBe(true);
      if (box.full > box.height + 1) clamped += 1;
    }
    // The fixture holds titles longer than two lines, on a phone at least.
    if (width === 390) expect(clamped, 'titles cut by the clamp').toBeGreaterThan(0);
  });

test('pool icons are the same in the prerendered HTML and after hydration, and follow the pool in page order', async ({ page }) => {
  const response = await page.request.get(route);
  const html = await response.text();
  const prerendered = [...html.matchAll(/data-icon="([^"]+)"/g)].map((m) => m[1]);
  await open(page);
  const hydrated = await page.locator('[data-icon]').evaluateAll((els) => els.map((el) => el.getAttribute('data-icon')));
  expect(hydrated).toEqual(prerendered);
  // One pool sequence across the page, from what the owner wrote.
  const own = written.flatMap((grid) => grid.items.map((item) => item.icon as IconName | undefined));
  expect(hydrated).toEqual(assignPoolIcons(pool, own));
  // Reloading gives the same icons again: nothing is random.
  await page.reload();
  await waitForHydration(page);
  expect(await page.locator('[data-icon]').evaluateAll((els) => els.map((el) => el.getAttribute('data-icon')))).toEqual(hydrated);
});

test('placeholder cards are not links and do not look like them', async ({ page }) => {
  await open(page);
  const g = written.findIndex((grid) => grid.items.every((item) => !item.href));
  expect(g).toBeGreaterThanOrEqual(0);
  const cards = cardsOf(gridsOn(page).nth(g));
  await expect(cards).toHaveCount(written[g].items.length);
  await expect(cards.getByRole('link')).toHaveCount(0);
  await expect(cards.locator('a')).toHaveCount(0);
  const card = cards.first();
  await card.hover();
  await page.waitForTimeout(250);
  expect(await card.evaluate((el) => ({ cursor: getComputedStyle(el).cursor, transform: getComputedStyle(el).transform }))).toEqual({
    cursor: 'auto',
    transform: 'none',
  });
  // A linked card, by contrast, shows the pointer and lifts.
  const linked = cardsOf(gridsOn(page).first()).first();
  await linked.hover();
  await expect.poll(() => linked.evaluate((el) => getComputedStyle(el).transform)).not.toBe('none');
  expect(await linked.evaluate((el) => getComputedStyle(el).cursor)).toBe('pointer');
});

test('article links open the article in a new tab without opener or referrer', async ({ page }) => {
  await open(page);
  const linked = grids.flatMap((grid) => grid.items).filter((item) => item.href);
  const links = page.locator('section[data-block="article-grid"] ul > li a');
  await expect(links).toHaveCount(linked.length);
  for (const [i, item] of linked.entries()) {
    const link = links.nth(i);
    await expect(link).toHaveAttribute('href', item.href!);
    await expect(link).toHaveAttribute('target', '_blank');
    expect((await link.getAttribute('rel'))!.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  }
});

test('the cards are reached by keyboard in order, with a visible focus ring', async ({ page }) => {
  await open(page);
  const linked = grids[0].items.filter((item) => item.href);
  // Arrive by keyboard: from the first card back one stop, then Tab.
  await page.getByRole('link', { name: linked[0].title, exact: true }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  for (const item of linked) {
    const link = page.getByRole('link', { name: item.title, exact: true });
    await expect(link).toBeFocused();
    const card = page.locator('li', { has: link });
    // Focus arrived by keyboard, so the card draws its ring.
    expect(await card.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    await page.keyboard.press('Tab');
  }
});
