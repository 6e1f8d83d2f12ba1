import { expect, test } from '@playwright/test';
import type { Section } from '../../src/blocks/page';
import { at, ownerSite } from './support';

/**
 * The owner's site as a whole: its navigation and redirects, read from site.json. Each page's own
 * sections are checked in the sweep (sweep.spec.ts, through document-shown.ts).
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

/** A page's sections in reading order, a layout's own among them. */
const sectionsOf = (sections: Section[]): Section[] =>
  sections.flatMap((s) => (s.type === 'two-column' ? [s, ...s.main, ...s.side] : [s]) as Section[]);

// A case study is a page that tells its work in steps (problem, then action); each has a drawing of that work.
const cases = pages.filter((p) => sectionsOf(p.sections).some((s) => s.type === 'steps'));

test('every case study has a drawing of its work, named by its alt text, before its steps', async ({ page }) => {
  expect(cases.length).toBeGreaterThan(0);
  const missing = cases.filter((p) => !sectionsOf(p.sections).some((s) => s.type === 'diagram')).map((p) => p.route);
  expect(missing, 'case studies without a diagram').toEqual([]);
  for (const { route, sections } of cases) {
    const order = sectionsOf(sections).map((s) => s.type);
    expect(order.indexOf('diagram'), `${route}: the drawing comes before the steps`).toBeLessThan(order.indexOf('steps'));
    const diagram = sectionsOf(sections).find((s): s is Extract<Section, { type: 'diagram' }> => s.type === 'diagram')!;
    await page.goto(at(route));
    const drawn = page.getByRole('img', { name: diagram.alt, exact: true });
    await expect(drawn, route).toBeVisible();
    expect(await drawn.evaluate((element) => element.tagName), route).toBe('svg');
  }
});
