import { expect, test } from '@playwright/test';
import type { CaseSummaryProps } from '../../src/blocks/case-summary/schema';
import { at, fixtureSite, waitForHydration } from './support';

/**
 * A case study on the fixture site: its summary band under the title, near the top at any width, and its links to
 * the cases before and after it in the listing (/cases), which stop at the ends and skip cards that are not cases.
 */
const listing = fixtureSite.section('/cases', 'card-grid');
const cases = listing.items.map((card) => card.href!).filter((href) => href.startsWith('/cases/'));
const first = fixtureSite.section(cases[0], 'case-summary') as CaseSummaryProps;
const titleOf = (href: string) => listing.items.find((card) => card.href === href)!.title;

for (const { width, height, screens } of [
  { width: 1440, height: 900, screens: 1 },
  { width: 390, height: 844, screens: 1.5 },
]) {
  test(`at ${width} px the band's first result is within ${screens} screen(s)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(at(cases[0]));
    const figure = page.locator('[data-block="case-summary"] dd').nth(3);
    await expect(figure).toHaveText(first.results[0].value);
    const box = (await figure.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(height * screens);
  });
}

test("each case links to the previous and the next case in the listing's order, and back to the list at the ends", async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'More case studies' });
  for (const [i, route] of cases.entries()) {
    await page.goto(at(route));
    const [previous, next] = [cases[i - 1], cases[i + 1]];
    await expect(nav.getByRole('link')).toHaveText([
      previous ? `← Previous case${titleOf(previous)}` : '← Back to the listAll case studies',
      next ? `Next case →${titleOf(next)}` : 'Back to the list →All case studies',
    ]);
    await expect(nav.getByRole('link').first()).toHaveAttribute('href', previous ?? '/cases');
    await expect(nav.getByRole('link').last()).toHaveAttribute('href', next ?? '/cases');
  }
  // Following "Next case" walks the listing to its end, in the app: a click while the page hydrates can be lost.
  await page.goto(at(cases[0]));
  await waitForHydration(page);
  for (const route of cases.slice(1)) {
    await nav.getByRole('link', { name: /Next case/ }).click();
    await expect(page).toHaveURL(new RegExp(`${route}$`));
  }
});
