import { expect, test, type Page } from '@playwright/test';
import { SITE_PORT } from '../../playwright.config';
import { at, fixtureSite, ownerSite, waitForHydration } from './support';

/** The page headers of the fixture site that show headline results ("figures"), with or without a picture. */
const withFigures = fixtureSite.pages.flatMap((document) => {
  const header = document.sections.find((section) => section.type === 'page-header');
  return header?.type === 'page-header' && header.figures ? [{ route: document.route, header }] : [];
});
const beside = withFigures.find(({ header }) => header.image)!;
const alone = withFigures.find(({ header }) => !header.image)!;

const figuresOf = (page: Page) =>
  page
    .locator('[data-block="page-header"] ul')
    .filter({ has: page.locator('strong') })
    .getByRole('link');

test('the fixture has a header with figures beside a picture and one without', () => {
  expect(beside).toBeDefined();
  expect(alone).toBeDefined();
});

for (const { width, height } of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
])
  for (const { route, header } of withFigures)
    test(`${route} at ${width} px: each headline result links to its case${width > 1000 ? ', on the first screen' : ''}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto(at(route));
      await waitForHydration(page);
      const links = figuresOf(page);
      await expect(links).toHaveCount(header.figures!.length);
      for (const [i, figure] of header.figures!.entries()) {
        await expect(links.nth(i)).toHaveAttribute('href', figure.href);
        await expect(links.nth(i)).toHaveText(`${figure.value} ${figure.label}`);
        if (width > 1000) {
          const box = (await links.nth(i).boundingBox())!;
          expect(box.y + box.height).toBeLessThanOrEqual(height);
        }
      }
    });

test('without a picture, the figures take its column at 1440 px: the header fills its width', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(at(alone.route));
  await waitForHydration(page);
  const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  const figure = (await figuresOf(page).first().boundingBox())!;
  // Beside the text, not under it, and reaching the right half of the page.
  expect(figure.x).toBeGreaterThan(heading.x + 400);
  expect(figure.x + figure.width).toBeGreaterThan(1440 / 2 + 300);
  expect(figure.y).toBeLessThan(heading.y + heading.height);
});

for (const { width, height } of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
])
  test(`beside a picture at ${width} px, the figures follow the first paragraph, before the rest of the text and the buttons`, async ({
    page,
  }) => {
    expect(beside.header.body!.length, 'the fixture header has a second paragraph to come after the figures').toBeGreaterThan(1);
    await page.setViewportSize({ width, height });
    await page.goto(at(beside.route));
    await waitForHydration(page);
    const header = page.locator('[data-block="page-header"]');
    // A paragraph found by its opening words, up to its first token or link.
    const paragraph = (markdown: string) => header.locator('p').filter({ hasText: markdown.split(/[{[]/)[0].trim() });
    const first = (await figuresOf(page).first().boundingBox())!;
    const last = (await figuresOf(page).last().boundingBox())!;
    const lede = (await paragraph(beside.header.body![0]).boundingBox())!;
    const next = (await paragraph(beside.header.body![1]).boundingBox())!;
    const button = (await header.getByRole('link', { name: beside.header.actions![0].label }).boundingBox())!;
    expect(first.y).toBeGreaterThanOrEqual(lede.y + lede.height);
    expect(next.y).toBeGreaterThanOrEqual(last.y + last.height);
    expect(button.y).toBeGreaterThan(next.y);
  });

for (const width of [1200, 1440])
  test(`beside a picture at ${width} px, the header's buttons share one row`, async ({ page }) => {
    expect(beside.header.actions!.length, 'the fixture header has three buttons, as the owner’s /about does').toBe(3);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(at(beside.route));
    await waitForHydration(page);
    const header = page.locator('[data-block="page-header"]');
    const tops: number[] = [];
    for (const { label } of beside.header.actions!)
      tops.push(Math.round((await header.getByText(label, { exact: true }).boundingBox())!.y));
    expect(new Set(tops).size, `the buttons' tops: ${tops.join(', ')}`).toBe(1);
  });

// The owner's own proof, read from pages/about.json: whatever figures it names are shown, each a link to its case,
// all on the first screen of a laptop. The owner's site is served beside the fixture (playwright.config.ts).
test("the owner's /about shows its figures, each linking to its case, on the first screen at 1440×900", async ({ page }) => {
  const figures = ownerSite.section('/about', 'page-header')?.figures ?? [];
  test.skip(figures.length === 0, 'pages/about.json names no figures');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`http://localhost:${SITE_PORT}/about`);
  await waitForHydration(page);
  const links = figuresOf(page);
  await expect(links).toHaveCount(figures.length);
  for (const [i, figure] of figures.entries()) {
    await expect(links.nth(i)).toBeVisible();
    await expect(links.nth(i)).toHaveAttribute('href', figure.href);
    await expect(links.nth(i)).toHaveText(`${figure.value} ${figure.label}`);
    const box = (await links.nth(i).boundingBox())!;
    expect(box.y + box.height, `${figure.value} ends below the first screen`).toBeLessThanOrEqual(900);
  }
});
