import { expect, test, type Page } from '@playwright/test';
import type { CaseSummaryProps } from '../../../src/blocks/case-summary/schema';
import type { Section } from '../../../src/blocks/page';
import { everySection } from '../../../src/blocks/sections';
import { isFromSummary } from '../../../src/schema/from-summary';
import { at, authoredSection, ownerSite } from '../support';

/**
 * The owner's site as a whole: its navigation and redirects, read from site.json. Each page's own
 * sections are checked in the sweep (tests/e2e/sweep.ts, through document-shown.ts).
 */
const { settings, pages } = ownerSite;

/** The page a path shows: its own, or the one it is an alias of. */
const routeOf = (path: string) => pages.find((p) => p.route === path || p.aliases?.includes(path))?.route ?? path;

test('the main navigation lists the entries of site.json in order, marking those of the page shown', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const entry of settings.nav) {
    await page.goto(entry.href);
    const shown = routeOf(entry.href);
    await expect(page).toHaveURL(shown);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(settings.nav.map((n) => n.label));
    // An entry is current on its page and the pages below it, as links in a site's top navigation are.
    const current = settings.nav.filter((n) => shown === n.href || shown.startsWith(`${n.href}/`));
    await expect(nav.locator('[aria-current="page"]')).toHaveText(current.map((n) => n.label));
  }
});

for (const { from, to } of settings.redirects) {
  test(`redirect ${from} lands on ${to}`, async ({ page }) => {
    await page.goto(from);
    await expect(page).toHaveURL(routeOf(to));
    await expect(page.locator('h1')).toHaveCount(1);
  });
}

/**
 * Every case study (a page with links to its neighbouring cases) opens with its results, the figures the document
 * writes, on the first screen of a laptop and within a screen and a half of a phone: in a summary band under its
 * title, or in the first card of a side column that leads (its Results). The cards further down that take the band's
 * results show the same figures.
 */
const cases = pages.filter((document) => everySection(document.sections).some((section) => section.type === 'case-nav'));
const SCREENS = [
  { width: 1440, height: 900, screens: 1 },
  { width: 390, height: 844, screens: 1.5 },
];

/** Where a case's results are drawn first, and what they read: terms, then figures, as the document writes them. */
function resultsOf(document: (typeof pages)[number]) {
  // As validated: its {fact:…} tokens filled in, as the page shows them.
  const band = document.sections.find((section) => section.type === 'case-summary') as CaseSummaryProps | undefined;
  if (band)
    return {
      where: (page: Page) => page.locator('[data-block="case-summary"]'),
      terms: ['Role', 'Team', 'Timeline', ...band.results.map((r) => r.label)],
      figures: [band.role, band.team, band.timeline, ...band.results.map((r) => r.value)],
      first: 3,
    };
  const layout = document.sections.find((section) => section.type === 'two-column' && section.lead);
  const card = layout?.type === 'two-column' ? layout.side[0] : undefined;
  if (card?.type !== 'fact-sheet') return undefined;
  const items = card.items as { term: string; value: string }[];
  return {
    where: (page: Page) =>
      page.locator('[data-block="fact-sheet"]').filter({ has: page.getByRole('heading', { name: card.heading, exact: true }) }),
    terms: items.map((item) => item.term),
    figures: items.map((item) => item.value),
    first: 0,
  };
}

for (const document of cases) {
  test(`${document.route} opens with its results, the document's figures`, async ({ page }) => {
    const results = resultsOf(document);
    expect(results, 'a summary band, or a leading side column whose first card is a fact sheet').toBeDefined();
    const { where, terms, figures, first } = results!;
    for (const { width, height, screens } of SCREENS) {
      await page.setViewportSize({ width, height });
      await page.goto(at(document.route));
      await expect(where(page).locator('dt')).toHaveText(terms);
      await expect(where(page).locator('dd')).toHaveText(figures);
      const box = await where(page).locator('dd').nth(first).boundingBox();
      expect(box!.y + box!.height, `first result's bottom at ${width} px`).toBeLessThanOrEqual(height * screens);
    }
    // The cards further down that take the band's results (Results, Impact) draw the same figures.
    for (const section of everySection(document.sections)) {
      const raw = authoredSection(section) as { heading?: string; items?: object[] };
      if (!raw.items?.some((item) => isFromSummary(item) && item.fromSummary === 'results')) continue;
      const card = page.locator(`[data-block="${section.type}"]`).filter({ has: page.getByRole('heading', { name: raw.heading }) });
      for (const figure of figures.slice(first)) await expect(card).toContainText(figure);
    }
  });
}

// Each case study also has a drawing of its work: a diagram, or screens of the product.
const DRAWINGS = new Set(['diagram', 'screens']);
type Drawing = Extract<Section, { type: 'diagram' | 'screens' }>;

// Where it stands is the owner's choice: a wide picture may follow the story (docs/owner/blocks.md).
test('every case study has a drawing of its work and a picture of the product it changed', () => {
  expect(cases.length).toBeGreaterThan(0);
  const missing = cases.filter((p) => !everySection(p.sections).some((s) => DRAWINGS.has(s.type))).map((p) => p.route);
  expect(missing, 'case studies without a drawing').toEqual([]);
  const without = cases.filter((p) => picturesOf(p.sections).length === 0).map((p) => p.route);
  expect(without, 'case studies without a picture of the product').toEqual([]);
});

/**
 * Every case study pictures the product it changed: the owner's screens (or a photo of them, as a picture), named for
 * assistive technology by the words the document gives, drawn at a phone's width without leaving its column.
 */
function picturesOf(sections: Section[]): string[] {
  return everySection(sections).flatMap((s) =>
    s.type === 'screens' && s.alt ? [s.alt] : s.type === 'illustration' && s.image.alt ? [s.image.alt] : [],
  );
}

for (const { route, sections } of cases) {
  test(`${route} shows its drawing, named by its alt text, and its pictures within their column on a phone`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(at(route));
    const drawing = everySection(sections).find((s): s is Drawing => DRAWINGS.has(s.type))!;
    const drawn = page.getByRole('img', { name: drawing.alt, exact: true });
    await expect(drawn).toBeVisible();
    await expect(
      drawn
        .locator('svg')
        .or(drawn.and(page.locator('svg')))
        .first(),
    ).toBeVisible();
    for (const alt of picturesOf(sections)) {
      const picture = page.getByRole('img', { name: alt, exact: true });
      await expect(picture).toBeVisible();
      const column = (await picture.evaluate((el) => el.closest('figure')!.parentElement!.getBoundingClientRect().toJSON())) as DOMRect;
      for (const box of await picture
        .locator('svg')
        .evaluateAll((svgs) => svgs.map((svg) => svg.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.x).toBeGreaterThanOrEqual(column.x);
        expect(box.x + box.width).toBeLessThanOrEqual(column.x + column.width);
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
}
