import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Section } from '../../src/blocks/page';
import { screenPart, type ScreenPart } from '../../src/blocks/screens/schema';
import { at, expectNoAxeViolations, fixtureSite, waitForHydration } from './support';

/**
 * The screens block on the fixture site: every part drawn into the server's HTML as SVG, one picture named by its
 * alt, coloured by the site's scheme toggle, and laid out to fit its column, a before/after pair wrapping on a phone.
 */
const ROUTE = '/screens';
// As the build hands them to the page: a section "sameAs" another page has that page's alt and groups.
type Screens = Extract<Section, { type: 'screens' }> & Required<Pick<Extract<Section, { type: 'screens' }>, 'alt' | 'groups'>>;
const blocks = fixtureSite.page(ROUTE).sections.filter((s): s is Screens => s.type === 'screens');
const picture = (page: Page, block: Screens) => page.getByRole('img', { name: block.alt, exact: true });
const figureOf = (page: Page, block: Screens) => page.locator('figure').filter({ has: picture(page, block) });
const toggle = (page: Page, to: 'light' | 'dark') => page.getByRole('button', { name: `Switch to ${to} theme`, exact: true });

/** The words a part surely draws: its first word (longer words may be cut to fit). */
function firstWordOf(part: ScreenPart): string | undefined {
  const words = {
    'app-bar': 'title' in part ? part.title : undefined,
    tabs: 'items' in part && part.part === 'tabs' ? part.items[0] : undefined,
    row: part.part === 'row' ? part.title : undefined,
    cards: part.part === 'cards' ? part.items[0].title : undefined,
    field: part.part === 'field' ? part.label : undefined,
    button: part.part === 'button' ? part.label : undefined,
    toggle: part.part === 'toggle' ? part.label : undefined,
    banner: part.part === 'banner' ? part.text : undefined,
    toast: part.part === 'toast' ? part.text : undefined,
    chart: part.part === 'chart' ? part.title : undefined,
    funnel: part.part === 'funnel' ? part.stages[0].label : undefined,
    stepper: part.part === 'stepper' ? part.steps[0] : undefined,
    map: part.part === 'map' ? part.pin : undefined,
    avatar: part.part === 'avatar' ? part.name : undefined,
    text: part.part === 'text' ? part.text : undefined,
  }[part.part];
  return words?.split(/\s+/)[0];
}

const drawnParts = blocks.flatMap((b) => b.groups.flatMap((g) => g.screens.filter((s) => !s.sketch).flatMap((s) => s.parts)));

test('the fixtures draw every part, each with its words, and the callouts their numbers and notes', async ({ page, request }) => {
  const kinds = screenPart.options.map((option) => option.shape.part.value);
  expect(new Set(drawnParts.map((p) => p.part))).toEqual(new Set(kinds));
  // Drawn by the server: the pictures are in the HTML as sent, before any script runs.
  const html = await (await request.get(at(ROUTE))).text();
  for (const block of blocks) expect(html).toContain(`aria-label="${block.alt.replace(/'/g, '&#x27;')}"`);
  expect(html.match(/<svg/g)!.length).toBeGreaterThanOrEqual(blocks.flatMap((b) => b.groups.flatMap((g) => g.screens)).length);

  await page.goto(at(ROUTE));
  for (const block of blocks) {
    const img = picture(page, block);
    await expect(img).toBeVisible();
    const screens = block.groups.flatMap((g) => g.screens);
    await expect(img.locator('svg')).toHaveCount(screens.length);
    for (const [i, screen] of screens.entries()) {
      const drawn = (await img.locator('svg').nth(i).locator('text').allTextContents()).join(' ');
      if (screen.sketch) continue;
      for (const part of screen.parts) {
        const word = firstWordOf(part);
        if (word) expect(drawn, `${part.part} draws "${word}"`).toContain(word);
        if (part.callout) expect(drawn).toContain(String(part.callout));
      }
    }
    const figure = figureOf(page, block);
    if (block.caption) await expect(figure.locator('figcaption')).toContainText(block.caption);
    await expect(figure.locator('figcaption li')).toHaveText(block.notes ?? []);
  }
});

/** The colour of the site's own filled buttons in the scheme shown. */
const filledColour = (page: Page) =>
  page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.color = 'var(--mantine-primary-color-filled)';
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });

/**
 * The painted colours of a picture's shapes and words, in order; a filled control (a button, a toggle that is on, a
 * stepper's step) and the white words or knob on it are "control", the site's own filled button in either scheme.
 */
const coloursOf = async (img: Locator) => {
  const filled = await filledColour(img.page());
  return img.locator('svg :is(rect, circle, path, text)').evaluateAll(
    (shapes, control) =>
      shapes.map((shape) => {
        const { fill, stroke } = getComputedStyle(shape);
        const under = shape.previousElementSibling;
        // A toggle's knob follows its track, 17 units tall; a label or a step's number follows its control.
        const onControl =
          fill === 'rgb(255, 255, 255)' && !!under && (getComputedStyle(under).fill === control || under.getAttribute('height') === '17');
        return fill === control || onControl ? 'control' : `${fill} ${stroke}`;
      }),
    filled,
  );
};

test("the site's toggle redraws every shape in the dark scheme's colours, and axe finds nothing in either", async ({ page }) => {
  // Axe reads every shape of the fixture's pictures, twice: more than the default time on a busy machine.
  test.slow();
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.goto(at(ROUTE));
  await waitForHydration(page);
  const light = await Promise.all(blocks.map((b) => coloursOf(picture(page, b))));
  await expectNoAxeViolations(page);
  await toggle(page, 'dark').click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const dark = await Promise.all(blocks.map((b) => coloursOf(picture(page, b))));
  blocks.forEach((_, i) => {
    expect(dark[i]).toHaveLength(light[i].length);
    dark[i].forEach((colour, j) => {
      if (colour === 'control' && light[i][j] === 'control') return;
      expect(colour, `picture ${i + 1}, shape ${j}`).not.toBe(light[i][j]);
    });
  });
  await expectNoAxeViolations(page);
});

const primaryButtons = drawnParts
  .filter((p) => p.part === 'button' && p.style !== 'secondary')
  .map((p) => (p.part === 'button' ? p.label : ''));

test("a drawn primary button is the site's own filled button with white words, in either scheme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(at(ROUTE));
  await waitForHydration(page);
  expect(primaryButtons.length).toBeGreaterThan(0);
  for (const scheme of ['light', 'dark'] as const) {
    if (scheme === 'dark') await toggle(page, 'dark').click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    // Not the accent: in the dark it is a pale blue for words and lines.
    const filled = await filledColour(page);
    for (const label of primaryButtons) {
      const words = page.locator('svg text').filter({ hasText: new RegExp(`^${label.replace(/[$.]/g, '\\$&')}$`) });
      expect(await words.count(), label).toBeGreaterThan(0);
      for (const text of await words.all()) {
        const [ground, ink] = await text.evaluate((t) => [getComputedStyle(t.previousElementSibling!).fill, getComputedStyle(t).fill]);
        expect(ground, `${scheme}: "${label}"`).toBe(filled);
        expect(ink, `${scheme}: "${label}"`).toBe('rgb(255, 255, 255)');
      }
    }
  }
});

const pair = blocks.find((b) => b.groups.length === 2 && b.groups.every((g) => g.screens.length === 1))!;

for (const width of [390, 1440]) {
  test(`at ${width} px nothing is wider than its column, and a before/after pair ${width === 390 ? 'wraps' : 'stands side by side'}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(at(ROUTE));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    for (const block of blocks) {
      const figure = figureOf(page, block);
      const column = (await figure.evaluate((el) => el.parentElement!.getBoundingClientRect().toJSON())) as DOMRect;
      const box = (await figure.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(column.x - 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(column.x + column.width + 0.5);
      for (const svg of await picture(page, block).locator('svg').all()) {
        const drawn = (await svg.boundingBox())!;
        expect(drawn.x).toBeGreaterThanOrEqual(box.x);
        expect(drawn.x + drawn.width).toBeLessThanOrEqual(box.x + box.width);
      }
    }
    const [before, after] = await picture(page, pair).locator('svg').all();
    const [b, a] = [(await before.boundingBox())!, (await after.boundingBox())!];
    if (width === 390) expect(a.y).toBeGreaterThanOrEqual(b.y + b.height);
    else expect(a.y).toBe(b.y);
  });
}

test("a case's card shows the case's key screen by reference: a lazy picture file of its own, which the toggle switches", async ({
  page,
  request,
}) => {
  const LISTING = '/cases';
  const card = fixtureSite.section(LISTING, 'card-grid').items.find((item) => item.screen)!;
  // The card names the file the build drew of the case's key screen; its title says what it is, so the picture is
  // not read out as well.
  expect(card.image).toMatchObject({ src: expect.stringMatching(/^\/_pictures\/screen-cases-harbour-.+\.svg$/), alt: '' });
  const file = (scheme: 'light' | 'dark') => card.image!.src.replace(/\.svg$/, scheme === 'dark' ? '.dark.svg' : '.svg');
  // Not a copy: the listing's HTML carries an <img> for each scheme, not the drawing.
  const html = await (await request.get(at(LISTING))).text();
  for (const scheme of ['light', 'dark'] as const) expect(html.split(`src="${file(scheme)}"`)).toHaveLength(2);

  await page.goto(at(LISTING));
  await waitForHydration(page);
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: card.title, exact: true }) });
  await expect(item.locator('svg')).toHaveCount(0);
  const shown = item.locator('img:visible');
  for (const scheme of ['light', 'dark'] as const) {
    if (scheme === 'dark') await toggle(page, 'dark').click();
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAttribute('src', new RegExp(`${file(scheme).replace(/\./g, '\\.')}$`));
    await expect(shown).toHaveAttribute('alt', '');
    // Its box is reserved by its size, so nothing moves as it arrives; it is fetched as it nears the screen.
    await expect(shown).toHaveAttribute('width', String(card.image!.width));
    await expect(shown).toHaveAttribute('height', String(card.image!.height));
    await expect(shown).toHaveAttribute('loading', 'lazy');
    await shown.scrollIntoViewIfNeeded();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  }
  await expectNoAxeViolations(page);
});

for (const width of [390, 1440]) {
  test(`at ${width} px a card's picture ${width === 390 ? 'stands small beside its title' : 'runs across the card above its title'}`, async ({
    page,
  }) => {
    const LISTING = '/cases';
    const card = fixtureSite.section(LISTING, 'card-grid').items.find((item) => item.image || item.screen)!;
    await page.setViewportSize({ width, height: 900 });
    await page.goto(at(LISTING));
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: card.title, exact: true }) });
    const [picture, title, box] = await Promise.all(
      [item.locator('img:visible'), item.getByRole('heading'), item].map(async (part) => (await part.boundingBox())!),
    );
    if (width === 390) {
      // A list to scan on a phone: the picture a thumbnail at the card's left, the title beside it.
      expect(picture.width).toBeLessThanOrEqual(box.width * 0.4);
      expect(picture.x + picture.width).toBeLessThanOrEqual(title.x);
      expect(title.y).toBeLessThan(picture.y + picture.height);
    } else {
      expect(picture.width).toBeGreaterThanOrEqual(box.width - 2);
      expect(title.y).toBeGreaterThanOrEqual(picture.y + picture.height);
    }
  });
}
