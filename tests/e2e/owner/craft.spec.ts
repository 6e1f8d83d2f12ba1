import { expect, test, type Page } from '@playwright/test';
import type { PageHeaderProps } from '../../../src/blocks/page-header/schema';
import { everySection } from '../../../src/blocks/sections';
import { isFromSummary } from '../../../src/schema/from-summary';
import { at, drawWholePage, ownerSite } from '../support';

/**
 * The owner's pages as a designer looks at them: the proof first and large, cards without holes, rows without a
 * card alone, one step between a paragraph and the next heading. Which pages and what they must show come from the
 * documents, so any valid edit of them holds.
 */
const { settings, pages } = ownerSite;
const typesOn = (route: string) => everySection(pages.find((p) => p.route === route)!.sections).map((s) => s.type);

const about = pages.find((p) => p.route === '/about')!;
const aboutHeader = about.sections.find((s): s is PageHeaderProps & { type: 'page-header' } => s.type === 'page-header')!;

test('/about’s first screen names the owner’s level and shows its figures at a display size, each linking to its case', async ({
  page,
}) => {
  for (const { width, height } of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize({ width, height });
    await page.goto(at('/about'));
    const header = page.locator('[data-block="page-header"]');
    // The level the headline starts with ("Senior Product Manager · …"), in the header's words.
    const level = settings.headline.split('·')[0].trim();
    await expect(header).toContainText(new RegExp(level, 'i'));
    const figures = aboutHeader.figures ?? [];
    expect(figures.length).toBeGreaterThan(0);
    for (const figure of figures) {
      const link = header.getByRole('link', { name: new RegExp(`^${escape(figure.value)}`) });
      await expect(link).toHaveAttribute('href', new RegExp(`${figure.href}$`));
      const value = link.locator('strong');
      const size = await value.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(size, `${figure.value} at ${width} px`).toBeGreaterThanOrEqual(32);
      expect(size, `${figure.value} at ${width} px`).toBeLessThanOrEqual(40);
      const box = (await value.boundingBox())!;
      expect(box.y + box.height, `${figure.value} on the first screen at ${width} px`).toBeLessThanOrEqual(height);
    }
  }
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&');

// A portfolio case's Impact shows outcomes of its own, not the summary band's results again.
const portfolioCases = pages.filter((p) => p.route.startsWith('/portfolio/') && typesOn(p.route).includes('case-summary'));
test('a portfolio case’s Impact cards show outcomes, not the summary’s results again', async ({ page }) => {
  expect(portfolioCases.length).toBeGreaterThan(0);
  for (const document of portfolioCases) {
    const summary = everySection(document.sections).find((s) => s.type === 'case-summary') as { results: { value: string }[] };
    const impact = everySection(document.sections).find((s) => s.type === 'stat-grid' && s.heading === 'Impact') as
      { items: ({ value: string } | object)[] } | undefined;
    if (!impact) continue;
    expect(impact.items.some(isFromSummary), `${document.route}: Impact repeats the summary`).toBe(false);
    const values = impact.items.map((item) => (item as { value: string }).value);
    for (const result of summary.results) expect(values, document.route).not.toContain(result.value);
    await page.goto(at(document.route));
    const impactCards = page.locator('[data-block="stat-grid"]').filter({ has: page.getByRole('heading', { name: 'Impact' }) });
    for (const value of values) await expect(impactCards, document.route).toContainText(value);
  }
});

/**
 * Every grid's cards at this width (two columns or more): their width, their row, whether they open with a picture,
 * and the tallest empty stretch below their content.
 */
function gridCards(page: Page) {
  return page.evaluate(() =>
    // The lists of cards: a card grid's columns, a list's tiles.
    [...document.querySelectorAll('main ul[data-columns], main ul[data-view="tile"]')].flatMap((list, grid) => {
      const style = getComputedStyle(list);
      if (style.display !== 'grid' || style.gridTemplateColumns.split(' ').length < 2) return [];
      return [...list.children].map((card) => {
        const box = card.getBoundingClientRect();
        const own = getComputedStyle(card);
        let lowest = box.top + parseFloat(own.paddingTop);
        const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
        while (walker.nextNode()) {
          const node = walker.currentNode as Element | Text;
          const range = document.createRange();
          if (node.nodeType === Node.TEXT_NODE) {
            if (!node.textContent?.trim()) continue;
            range.selectNodeContents(node);
          } else if (['IMG', 'svg', 'A', 'BUTTON'].includes((node as Element).tagName)) range.selectNode(node);
          else continue;
          for (const rect of range.getClientRects())
            if (rect.height > 0 && rect.bottom <= box.bottom + 1) lowest = Math.max(lowest, rect.bottom);
        }
        const bottom = box.bottom - parseFloat(own.paddingBottom) - parseFloat(own.borderBottomWidth);
        return {
          grid,
          card: (card.textContent ?? '').trim().slice(0, 40),
          top: Math.round(box.top),
          width: Math.round(box.width),
          cover: card.firstElementChild?.tagName === 'IMG' || card.firstElementChild?.tagName === 'PICTURE',
          hole: Math.round(bottom - lowest),
        };
      });
    }),
  );
}

const GRIDS = ['card-grid', 'article-grid', 'stat-grid', 'resource-list'];
const withGrids = pages
  .filter((p) => !p.route.includes('/20') && typesOn(p.route).some((type) => GRIDS.includes(type)))
  .map((p) => p.route);
// A card twice as wide as its neighbours drew its cover twice as tall, which left holes of 150 px and more in them.
test('at 1440 px cards with a picture are as wide as their row’s others, and hold no hole taller than 48 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(withGrids).toContain('/portfolio');
  let covered = 0;
  for (const route of withGrids) {
    await page.goto(at(route));
    const cards = await gridCards(page);
    for (const card of cards) {
      if (!card.cover) continue;
      const row = cards.filter((other) => other.grid === card.grid && other.top === card.top);
      expect(
        Math.max(...row.map((c) => c.width)) - Math.min(...row.map((c) => c.width)),
        `${route}: the row of ${card.card}`,
      ).toBeLessThanOrEqual(1);
      covered += 1;
      expect(card.hole, `${route}: ${card.card}`).toBeLessThanOrEqual(48);
    }
  }
  expect(covered, 'cards with a picture').toBeGreaterThan(0);
});

test('at 1440 px no card stands alone under a full row, the resource lists included', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const route of withGrids) {
    await page.goto(at(route));
    const alone = await page.evaluate(() => {
      const out: string[] = [];
      for (const list of document.querySelectorAll('main ul')) {
        const style = getComputedStyle(list);
        if (style.display !== 'grid' || style.gridTemplateColumns.split(' ').length < 2 || list.children.length < 2) continue;
        const boxes = [...list.children].map((card) => card.getBoundingClientRect());
        const lastTop = boxes.at(-1)!.top;
        if (Math.abs(boxes[0].top - lastTop) < 1) continue; // one row
        const firstRow = boxes.filter((box) => Math.abs(box.top - boxes[0].top) < 1);
        const lastRow = boxes.filter((box) => Math.abs(box.top - lastTop) < 1);
        const width = list.getBoundingClientRect().width;
        // Under a row of three or more (two abreast, the second card of a pair is a row's half, not alone in a row).
        if (firstRow.length >= 3 && lastRow.length === 1 && lastRow[0].width < width * 0.9)
          out.push((list.lastElementChild?.textContent ?? '').slice(0, 40));
      }
      return out;
    });
    expect(alone, route).toEqual([]);
  }
});

// Both case templates (a work case in columns, a portfolio case in sections): one step from a paragraph to the heading after it.
const caseRoutes = pages.filter((p) => typesOn(p.route).includes('case-nav')).map((p) => p.route);
test('on both case templates a paragraph is one spacing step from the next heading', async ({ page }) => {
  test.setTimeout(120_000);
  expect(caseRoutes.some((r) => r.startsWith('/work/'))).toBe(true);
  expect(caseRoutes.some((r) => r.startsWith('/portfolio/'))).toBe(true);
  const steps = new Set<number>();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const route of caseRoutes) {
      await page.goto(at(route));
      await drawWholePage(page);
      // A heading whose previous element in the page, in reading order, is a paragraph of running text.
      const gaps = await page.evaluate(() =>
        [...document.querySelectorAll('main h2')].flatMap((heading) => {
          const all = [...document.querySelectorAll('main *')];
          const before = all.slice(0, all.indexOf(heading)).filter((el) => el.getClientRects().length && !el.contains(heading));
          const previous = before.at(-1);
          const paragraph = previous?.closest('p') ?? (previous?.tagName === 'P' ? previous : null);
          if (!paragraph || !paragraph.closest('[data-running-text]')) return [];
          // A card's heading sits inside the card's padding: the step is to the card, not to its heading.
          for (let box = heading.parentElement; box && !box.contains(paragraph); box = box.parentElement)
            if (getComputedStyle(box).borderTopWidth !== '0px') return [];
          const [above, below] = [paragraph.getBoundingClientRect(), heading.getBoundingClientRect()];
          // Beside it, in another column, it does not follow it on screen.
          if (above.bottom > below.top || above.right <= below.left || above.left >= below.right) return [];
          return [Math.round(below.top - above.bottom)];
        }),
      );
      for (const gap of gaps) steps.add(gap);
    }
  }
  expect(steps.size, `gaps seen: ${[...steps].join(', ')} px`).toBe(1);
});
