import { expect, test, type Page } from '@playwright/test';
import { EMBED_ORIGIN, THUMBNAIL_ORIGIN, watchUrl } from '../../src/schema/video';
import { fixtureSite, waitForHydration } from './support';

/** The home blocks (carousel, scrolling rows, video gallery) on the fixture site's page of their own. */
const PAGE = '/home';
const carousel = fixtureSite.section(PAGE, 'carousel');
const { slides } = carousel;
const DELAY = carousel.interval ?? 5000;
const rows = fixtureSite.page(PAGE).sections.filter((s) => s.type === 'scroll-row');
const gallery = fixtureSite.section(PAGE, 'video-gallery');

const slide = (page: Page, n: number) => page.getByRole('group', { name: `Slide ${n} of ${slides.length}` });
const dot = (page: Page, n: number) => page.getByRole('button', { name: `Show slide ${n}: ${slides[n - 1].title}` });
/** The slide shown: the one picker dot marked current, and the one slide not inert. */
async function expectShown(page: Page, n: number) {
  await expect(dot(page, n)).toHaveAttribute('aria-current', 'true');
  await expect(slide(page, n)).not.toHaveAttribute('inert');
  await expect(page.locator('[aria-roledescription="carousel"] [role="group"]:not([inert])')).toHaveCount(1);
}

/** Opens the page with its clock stopped (only runFor moves it), mouse and focus away from the carousel. */
async function openWithClock(page: Page) {
  const start = new Date('2026-03-02T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto(PAGE);
  // The page asks for its script a frame after it has painted and loaded (src/build/after-first-paint.ts),
  // and frames wait for the paused clock: step it a frame at a time until the page has hydrated.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(16);
        return page.locator('html[data-hydrated]').count();
      },
      { intervals: [50], timeout: 15_000 },
    )
    .toBe(1);
  await page.mouse.move(1, 1);
  await expectShown(page, 1);
}

test.describe('carousel autoplay', () => {
  test('advances every interval and loops from the last slide to the first', async ({ page }) => {
    await openWithClock(page);
    await page.clock.runFor(DELAY - 200);
    await expectShown(page, 1);
    await page.clock.runFor(400);
    await expectShown(page, 2);
    for (let n = 3; n <= slides.length; n++) {
      await page.clock.runFor(DELAY);
      await expectShown(page, n);
    }
    await page.clock.runFor(DELAY);
    await expectShown(page, 1);
  });

  test('holds while the mouse is over it and resumes when it leaves', async ({ page }) => {
    await openWithClock(page);
    await page.getByRole('group', { name: carousel.label }).hover();
    await page.clock.runFor(DELAY * 2);
    await expectShown(page, 1);
    await page.mouse.move(1, 1);
    await page.clock.runFor(DELAY + 200);
    await expectShown(page, 2);
  });

  test('holds while keyboard focus is inside and resumes when it leaves', async ({ page }) => {
    await openWithClock(page);
    await slide(page, 1).getByRole('link').focus();
    await page.clock.runFor(DELAY * 2);
    await expectShown(page, 1);
    await page.getByRole('link', { name: fixtureSite.settings.name }).focus();
    await page.clock.runFor(DELAY + 200);
    await expectShown(page, 2);
  });

  test('a mouse click on an arrow holds it only while the mouse stays', async ({ page }) => {
    await openWithClock(page);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await page.clock.runFor(DELAY * 2);
    await expectShown(page, 2);
    await page.mouse.move(1, 1);
    await page.clock.runFor(DELAY + 200);
    await expectShown(page, 3);
  });

  test('holds while pressed and resumes on release, wherever the pointer is let go', async ({ page }) => {
    await openWithClock(page);
    await slide(page, 1).dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true });
    await page.clock.runFor(DELAY * 2);
    await expectShown(page, 1);
    await page.evaluate(() => window.dispatchEvent(new PointerEvent('pointerup', { pointerType: 'touch' })));
    await page.clock.runFor(DELAY + 200);
    await expectShown(page, 2);
  });

  test('pauses while the tab is hidden and resumes when it is visible again', async ({ page }) => {
    await openWithClock(page);
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { value, configurable: true });
        Object.defineProperty(document, 'hidden', { value: value === 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await setVisibility('hidden');
    await page.clock.runFor(DELAY * 2);
    await expectShown(page, 1);
    await setVisibility('visible');
    await page.clock.runFor(DELAY + 200);
    await expectShown(page, 2);
  });

  test('the pause button stops it for good and the play button starts it again', async ({ page }) => {
    await openWithClock(page);
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    // Leaving the carousel ends every hold; only the visitor's pause remains.
    await page.mouse.move(1, 1);
    await page.getByRole('link', { name: fixtureSite.settings.name }).focus();
    await page.clock.runFor(DELAY * 3);
    await expectShown(page, 1);
    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await page.mouse.move(1, 1);
    await page.getByRole('link', { name: fixtureSite.settings.name }).focus();
    await page.clock.runFor(DELAY + 200);
    await expectShown(page, 2);
  });

  test('never starts under reduced motion, and offers Play instead', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openWithClock(page);
    await page.clock.runFor(DELAY * 3);
    await expectShown(page, 1);
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });
});

test.describe('carousel controls', () => {
  test('previous and next move one slide and wrap at both ends; the dots pick any slide', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(PAGE);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expectShown(page, slides.length);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expectShown(page, 1);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expectShown(page, 2);
    await dot(page, 4).click();
    await expectShown(page, 4);
    // Arrow keys move it too while focus is inside.
    await page.keyboard.press('ArrowRight');
    await expectShown(page, 5);
  });

  test('each slide is one link carrying all its text; the first picture loads at once, the rest lazily', async ({ page }) => {
    await page.goto(PAGE);
    for (const [i, s] of slides.entries()) {
      const links = slide(page, i + 1).getByRole('link', { includeHidden: true });
      await expect(links).toHaveCount(1);
      for (const text of [s.title, s.subtitle, s.cta]) await expect(links).toContainText(text);
      await expect(
        slide(page, i + 1)
          .locator('img')
          .first(),
      ).toHaveAttribute('loading', i === 0 ? 'eager' : 'lazy');
    }
    // Ahead of the rest only when the carousel opens the page: further down, a phone's first screen does not show it.
    const opensPage = fixtureSite.page(PAGE).sections[0].type === 'carousel';
    const first = slide(page, 1).locator('img').first();
    if (opensPage) await expect(first).toHaveAttribute('fetchpriority', 'high');
    else await expect(first).not.toHaveAttribute('fetchpriority');
  });

  // The slide a test activates, by what its link does.
  const internal = slides.findIndex((s) => s.href.startsWith('/'));
  const external = slides.findIndex((s) => s.href.startsWith('https://'));
  const anchor = slides.findIndex((s) => s.href.startsWith('#'));

  test('a click anywhere on a slide follows its link in the app', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(PAGE);
    await waitForHydration(page);
    await dot(page, internal + 1).click();
    // Off the text: the picture is part of the link too.
    await slide(page, internal + 1)
      .locator('img:visible')
      .click();
    await expect(page).toHaveURL(slides[internal].href);
  });

  test('Enter on a focused slide follows its link', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(PAGE);
    await waitForHydration(page);
    await dot(page, internal + 1).click();
    await slide(page, internal + 1)
      .getByRole('link')
      .focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(slides[internal].href);
  });

  test('an external slide opens a new tab without opener or referrer', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(PAGE);
    await waitForHydration(page);
    await dot(page, external + 1).click();
    const link = slide(page, external + 1).getByRole('link');
    await expect(link).toHaveAttribute('href', slides[external].href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('an anchor slide scrolls its row into view', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(PAGE);
    await waitForHydration(page);
    await dot(page, anchor + 1).click();
    await slide(page, anchor + 1)
      .getByRole('link')
      .click();
    const target = slides[anchor].href;
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();
    await expect(page.locator(target)).toBeFocused();
  });

  test('without JavaScript the first slide is shown, readable, and its link works', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    const first = slide(page, 1);
    await expect(first.getByText(slides[0].title)).toBeVisible();
    await expect(first.getByText(slides[0].subtitle)).toBeVisible();
    await expect(slide(page, 2).getByText(slides[1].title)).not.toBeInViewport();
    await expect(first.getByRole('link')).toHaveAttribute('href', slides[0].href);
    await context.close();
  });
});

test.describe('scrolling rows', () => {
  const long = rows.find((r) => r.items.length >= 8)!;

  test('the arrows scroll 320 px a press and are disabled at either end', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(PAGE);
    await waitForHydration(page);
    const left = page.getByRole('button', { name: `Scroll ${long.heading} left` });
    const right = page.getByRole('button', { name: `Scroll ${long.heading} right` });
    const list = page.locator(`#${long.id} ul`).first();
    const position = () => list.evaluate((el) => el.scrollLeft);
    await expect(left).toBeDisabled();
    await expect(right).toBeEnabled();
    await right.click();
    await expect.poll(position).toBe(320);
    await right.click();
    await expect.poll(position).toBe(640);
    await left.click();
    await expect.poll(position).toBe(320);
    await expect(left).toBeEnabled();
    // At the far end (as a trackpad would leave it), only the left arrow works.
    await list.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    await expect(right).toBeDisabled();
    await left.click();
    await expect(right).toBeEnabled();
  });

  test('scroll instantly under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(PAGE);
    await waitForHydration(page);
    const list = page.locator(`#${long.id} ul`).first();
    await page.getByRole('button', { name: `Scroll ${long.heading} right` }).click();
    // Read in the same task as nothing else: no animation frame has passed, so only an instant scroll is there yet.
    expect(await list.evaluate((el) => el.scrollLeft)).toBe(320);
  });

  test('fades the edge where more cards lie, and not the end scrolled to', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(PAGE);
    await waitForHydration(page);
    const list = page.locator(`#${long.id} ul`).first();
    expect(await list.evaluate((el) => getComputedStyle(el).maskImage)).toMatch(/linear-gradient/);
    await expect(list).toHaveCSS('--fade-start', '0px');
    await expect(list).not.toHaveCSS('--fade-end', '0px');
    await list.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    await expect(list).not.toHaveCSS('--fade-start', '0px');
    await expect(list).toHaveCSS('--fade-end', '0px');
  });

  test('without JavaScript a row fades on the right, where its start leaves more cards', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(PAGE);
    const list = page.locator(`#${long.id} ul`).first();
    await expect(list).toHaveCSS('--fade-start', '0px');
    await expect(list).toHaveCSS('--fade-end', /^[1-9]/);
    await context.close();
  });

  test('the fade moves at once under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(PAGE);
    await waitForHydration(page);
    const list = page.locator(`#${long.id} ul`).first();
    await list.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    await expect(list).toHaveAttribute('data-at-end', '');
    // Read at once: a fade that eased would still be on its way out.
    expect(await list.evaluate((el) => getComputedStyle(el).getPropertyValue('--fade-end'))).toBe('0px');
  });

  test('a row whose cards all fit disables both arrows', async ({ page }) => {
    const short = rows.find((r) => r.items.length <= 3)!;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(PAGE);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: `Scroll ${short.heading} left` })).toBeDisabled();
    await expect(page.getByRole('button', { name: `Scroll ${short.heading} right` })).toBeDisabled();
  });

  test('cards and "See All" are links where the document says', async ({ page }) => {
    await page.goto(PAGE);
    for (const row of rows) {
      const where = page.locator(`#${row.id}`);
      await expect(where.locator('h3')).toHaveText(row.items.map((item) => item.title));
      if (row.seeAll) await expect(where.getByRole('link', { name: row.seeAll.label })).toHaveAttribute('href', row.seeAll.href);
    }
  });
});

test.describe('video gallery', () => {
  test('loads no player until play is pressed, then the privacy-enhanced one', async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(EMBED_ORIGIN)) thirdParty.push(request.url());
    });
    await page.route(`${EMBED_ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }));
    await page.goto(PAGE);
    await waitForHydration(page);
    await expect(page.locator('iframe')).toHaveCount(0);
    // It acts in the page, so it is a button.
    const play = page.getByRole('button', { name: `Play video: ${gallery.featured.title}` });
    await expect(page.getByRole('link', { name: /^Play video/ })).toHaveCount(0);
    expect(thirdParty).toEqual([]);
    await play.press('Enter');
    const player = page.locator('iframe');
    await expect(player).toHaveAttribute('src', new RegExp(`^${EMBED_ORIGIN}/embed/${gallery.featured.id}\\?`));
    await expect(player).toHaveAttribute('title', gallery.featured.title);
    await expect(player).toBeFocused();
    await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
  });

  test('without JavaScript, the poster opens the video on the video site in a new tab', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    const play = page.getByRole('link', { name: `Play video: ${gallery.featured.title}` });
    await expect(play).toHaveAttribute('href', watchUrl(gallery.featured.id));
    await expect(play).toHaveAttribute('target', '_blank');
    await expect(play).toHaveAttribute('rel', 'noopener noreferrer');
    await context.close();
  });

  test('thumbnails link to their videos and keep their box, drawn, when the image host is unreachable', async ({ page }) => {
    await page.route(`${THUMBNAIL_ORIGIN}/**`, (route) => route.abort('internetdisconnected'));
    await page.goto(PAGE);
    await waitForHydration(page);
    const items = page.locator('#channel ul > li a');
    await expect(items).toHaveCount(gallery.videos.length);
    const placeholders: string[] = [];
    for (const [i, video] of gallery.videos.entries()) {
      const item = items.nth(i);
      await expect(item).toHaveAttribute('href', watchUrl(video.id));
      await expect(item).toHaveAttribute('target', '_blank');
      // The title once: the link's whole text, and its name.
      await expect(item).toHaveText(video.title);
      await expect(item).toHaveAccessibleName(video.title);
      const thumb = item.locator('img');
      await thumb.scrollIntoViewIfNeeded();
      await expect(thumb).toHaveAttribute('data-failed', '');
      const box = (await item.locator('span').first().boundingBox())!;
      expect(box.height).toBeCloseTo((box.width * 9) / 16, 0);
      // A drawn placeholder, not a blank tile, and not one picture repeated: each shows its place in the list.
      placeholders.push((await item.locator('span').first().screenshot({ animations: 'disabled' })).toString('base64'));
    }
    expect(new Set(placeholders).size).toBe(gallery.videos.length);
  });

  test('the other videos sit beside the featured one at 1440 px, as tall as it, and in one row at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(PAGE);
    await waitForHydration(page);
    const featured = (await page
      .locator('#channel')
      .getByRole('button', { name: /^Play video/ })
      .boundingBox())!;
    const list = (await page.locator('#channel ul').boundingBox())!;
    expect(list.x).toBeGreaterThan(featured.x + featured.width);
    // Its 4 px of room for a focus ring on each side.
    expect(list.height).toBeCloseTo(featured.height + 8, 0);
    await page.setViewportSize({ width: 390, height: 844 });
    const tops = await page.locator('#channel ul > li').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    // The row scrolls sideways; the page does not.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  for (const width of [390, 1440])
    test(`at ${width} px the play button stays clear of the featured video's title`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(PAGE);
      // Once live the poster is a button (before, a link drawn the same).
      await waitForHydration(page);
      const facade = page.getByRole('button', { name: `Play video: ${gallery.featured.title}` });
      const play = (await facade.locator('svg').locator('..').boundingBox())!;
      const title = (await facade.getByText(gallery.featured.title, { exact: true }).boundingBox())!;
      expect(play.y + play.height, 'play button above the title').toBeLessThanOrEqual(title.y);
    });
});

test.describe('dark scheme', () => {
  // One rule (global.css): in the dark a toned slide, card or panel stands on the card surface with its tone as a line
  // along its top; the dark tints are for parts inside a drawing, never a box's ground.
  for (const route of [PAGE, '/resources/ai-news', '/resources/robotics-weekly']) {
    test(`${route}: every toned slide and panel stands on the card surface, none on a dark tint of its own`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
      await page.goto(route);
      await waitForHydration(page);
      const { surface, toned, tinted } = await page.evaluate(() => {
        const resolve = (value: string) => {
          const probe = document.body.appendChild(document.createElement('i'));
          probe.style.backgroundColor = value;
          const colour = getComputedStyle(probe).backgroundColor;
          probe.remove();
          return colour;
        };
        const tints = ['blue', 'teal', 'lavender', 'peach', 'pink'].map((tone) => resolve(`var(--tone-${tone})`));
        return {
          surface: resolve('var(--surface)'),
          toned: [...document.querySelectorAll('main [data-tone]')].map((box) => {
            const style = getComputedStyle(box);
            return { ground: style.backgroundColor, line: style.borderTopWidth };
          }),
          tinted: [...document.querySelectorAll('main *')]
            .filter((box) => tints.includes(getComputedStyle(box).backgroundColor))
            .map((box) => box.outerHTML.slice(0, 80)),
        };
      });
      expect(toned.length).toBeGreaterThan(0);
      for (const box of toned) expect(box).toEqual({ ground: surface, line: '3px' });
      expect(tinted).toEqual([]);
    });
  }
});
