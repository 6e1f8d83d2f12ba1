import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, fixtureSite, waitForHydration, watchConsole } from './support';

const { settings } = fixtureSite;
const [home, second, last] = [settings.nav[0], settings.nav[1], settings.nav.at(-1)!];
const homeRedirect = settings.redirects.find((r) => r.from === '/')!.to;

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('lists the nav entries and highlights the current route', async ({ page }) => {
    await page.goto(last.href);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(settings.nav.map((n) => n.label));
    await expect(nav.getByRole('link', { name: last.label })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('moves focus to the main region 100 ms after a route change, at the top of the page', async ({ page }) => {
    await page.goto(home.href);
    await waitForHydration(page);
    await page.mouse.wheel(0, 1500);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: second.label }).click();
    await expect(page).toHaveURL(second.href);
    await expect(page.locator('main')).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveTitle(fixtureSite.page(second.href).title);
    await expect(page.locator('title')).toHaveCount(1);
  });

  test('offers a skip link as the first stop for the keyboard', async ({ page }) => {
    await page.goto(second.href);
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('the name links to /, which redirects, replacing the history entry', async ({ page }) => {
    await page.goto(last.href);
    await waitForHydration(page);
    await page.getByRole('link', { name: settings.name }).first().click();
    await expect(page).toHaveURL(homeRedirect);
    await page.goBack();
    await expect(page).toHaveURL(last.href);
  });

  test('a direct visit to / lands where the redirect says', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(homeRedirect);
    await expect(page.locator('h1')).toHaveCount(1);
  });
});

test.describe('top bar from md to a laptop', () => {
  test('a name too long for the bar stays on one line, ending in an ellipsis, and the bar keeps its tools in view', async ({ page }) => {
    await page.setViewportSize({ width: 992, height: 800 });
    await page.goto(home.href);
    // After hydration, which would put the name back.
    await waitForHydration(page);
    const brand = page.getByRole('banner').getByRole('link', { name: settings.name });
    // The owner's name is data; a long one, written into the page's own link, is what the rule is for.
    const drawn = await brand.evaluate((link) => {
      link.textContent = 'Jordan Alexander Vega-Montgomery, Senior Product Manager for Travel';
      return {
        height: link.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(link).lineHeight),
        clipped: link.scrollWidth > link.clientWidth,
      };
    });
    expect(drawn.height).toBeLessThan(drawn.lineHeight * 1.5);
    expect(drawn.clipped).toBe(true);
    const theme = (await page
      .getByRole('banner')
      .getByRole('button', { name: /^Switch to (dark|light) theme$/ })
      .boundingBox())!;
    expect(theme.x + theme.width).toBeLessThanOrEqual(992);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(992);
  });

  for (const [width, labelled] of [
    [1199, false],
    [1200, true],
  ] as const)
    test(`at ${width} px the search button ${labelled ? 'shows its label' : 'is its icon alone'}, named "Search" either way`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(home.href);
      const search = page.getByRole('banner').getByRole('button', { name: 'Search' });
      await expect(search.getByText('Search', { exact: true })).toBeVisible({ visible: labelled });
    });
});

test.describe('phone navigation', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('hides the links behind a burger that closes when a link is chosen', async ({ page }) => {
    await page.goto(home.href);
    await waitForHydration(page);
    const burger = page.getByRole('button', { name: 'Open menu' });
    await expect(burger).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: second.label })).toBeHidden();
    await burger.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: second.label })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: second.label }).click();
    await expect(page).toHaveURL(second.href);
    await expect(menu.getByRole('link', { name: second.label })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  // WCAG 2.5.5: a thumb's target, from the HTML alone (the button is drawn before scripts run) and open or closed.
  test('the menu button is a target of at least 44 × 44 px', async ({ page }) => {
    await page.goto(home.href);
    for (const name of ['Open menu', 'Close menu']) {
      const box = (await page.getByRole('button', { name }).boundingBox())!;
      expect(box.width, name).toBeGreaterThanOrEqual(44);
      expect(box.height, name).toBeGreaterThanOrEqual(44);
      if (name === 'Open menu') {
        await waitForHydration(page);
        await page.getByRole('button', { name }).click();
      }
    }
  });
});

test.describe('phone menu backdrop', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('dims the page beside the open menu, and a click there closes it', async ({ page }) => {
    await page.goto(second.href);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: home.label })).toBeVisible();
    // The point right of the 300 px panel: the backdrop, not the page, takes the click.
    const dimmed = await page.evaluate(() => {
      const under = document.elementFromPoint(370, 500);
      return under ? getComputedStyle(under).backgroundColor : '';
    });
    expect(dimmed).toMatch(/^rgba\(0, 0, 0, 0\.\d+\)$/);
    await page.mouse.click(370, 500);
    await expect(menu.getByRole('link', { name: home.label })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(second.href);
  });

  test('Escape closes the open menu', async ({ page }) => {
    await page.goto(second.href);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: home.label }).focus();
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: home.label })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('unknown addresses', () => {
  test('get the 404 screen with status 404, and the path is logged', async ({ page }) => {
    const problems = watchConsole(page);
    const response = await page.goto('/no/such-page');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect.poll(() => problems).toContainEqual(expect.stringContaining('/no/such-page'));
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(homeRedirect);
  });

  test('offers the site search and the first three cases of the listing site.json names', async ({ page }) => {
    const { heading, from } = settings.notFound!;
    const cases = fixtureSite
      .section(from, 'card-grid')
      .items.filter((card) => card.href?.startsWith('/'))
      .slice(0, 3);
    await page.goto('/no/such-page');
    await waitForHydration(page);
    const suggested = page.getByRole('navigation', { name: heading });
    await expect(suggested.getByRole('link')).toHaveText(cases.map((card) => card.title));
    for (const card of cases) await expect(suggested.getByRole('link', { name: card.title })).toHaveAttribute('href', card.href!);
    // Each card is wholly its link: a click in its padding, around the title, opens the case.
    const last = (await suggested.getByRole('listitem').last().boundingBox())!;
    const title = (await suggested.getByRole('link').last().boundingBox())!;
    expect(title.y - last.y).toBeGreaterThan(8);
    await page.mouse.click(last.x + 4, last.y + 4);
    await expect(page).toHaveURL(new RegExp(`${cases[2].href!}$`));
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
    await page.getByRole('button', { name: 'Search the site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await expect(dialog.getByRole('textbox', { name: 'Search the site' })).toBeFocused();
    // One dialog: the one the top bar's button opens.
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  // Its rules come with its code, on demand: 404.html must still draw it laid out before any script runs.
  test('the 404 screen is laid out from the HTML alone: centred, its actions in a row', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/no/such-page');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('404');
    expect(await heading.evaluate((h) => getComputedStyle(h).textAlign)).toBe('center');
    const home = (await page.getByRole('link', { name: 'Return to Home' }).boundingBox())!;
    const search = (await page.getByRole('button', { name: 'Search the site' }).boundingBox())!;
    expect(Math.abs(home.y - search.y)).toBeLessThan(2);
    expect(home.x + home.width / 2).toBeLessThan(720);
    expect(search.x + search.width / 2).toBeGreaterThan(720);
    // The suggested cases: a row of cards, each wider than its title's link.
    const cards = page.getByRole('navigation', { name: settings.notFound!.heading }).getByRole('listitem');
    const boxes = await Promise.all((await cards.all()).map(async (card) => (await card.boundingBox())!));
    expect(boxes).toHaveLength(3);
    for (const box of boxes) expect(Math.abs(box.y - boxes[0].y)).toBeLessThan(2);
    expect(boxes[1].x).toBeGreaterThan(boxes[0].x + boxes[0].width);
    await context.close();
  });

  test('the 404 screen has no axe violations, light or dark', async ({ page }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto('/no/such-page');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
      await expectNoAxeViolations(page);
    }
  });

  test('an in-app link to a missing page shows the same screen', async ({ page }) => {
    await page.goto(home.href);
    await waitForHydration(page);
    await page.evaluate(() => {
      history.pushState(null, '', '/missing');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  });
});

test.describe('footer', () => {
  const footer = settings.footer!;
  // Each profile the footer names links to the address "profiles" gives that name.
  const profileHref = (name: string) => (settings.profiles as Record<string, string>)[name];

  for (const width of [390, 1440]) {
    test(`closes every page with the invitation, contact, links, profiles and build day at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(second.href);
      await waitForHydration(page);
      const info = page.getByRole('contentinfo');
      await expect(info).toBeVisible();
      await expect(info).toContainText(footer.callToAction!.text);
      const cta = info.getByRole('link', { name: footer.callToAction!.link.label });
      await expect(cta).toHaveAttribute('href', footer.callToAction!.link.href);
      await expect(info.getByRole('link', { name: settings.email })).toHaveAttribute('href', `mailto:${settings.email}`);
      for (const link of footer.links!)
        await expect(info.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
      for (const profile of footer.profiles!) {
        const icon = info.getByRole('link', { name: profile.label, exact: true });
        await expect(icon).toHaveAttribute('href', profileHref(profile.name));
        await expect(icon.locator('svg')).toBeVisible();
      }
      // No text under 12 px, and all of it legible against the footer.
      const sizes = await info.evaluate((root) =>
        [...root.querySelectorAll('*')].filter((el) => el.textContent?.trim()).map((el) => parseFloat(getComputedStyle(el).fontSize)),
      );
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
      await expectNoAxeViolations(page);

      // The build's day: the same in the server's HTML as in the browser, on every page, and today or yesterday.
      const day = info.locator('time');
      const shown = (await day.getAttribute('datetime'))!;
      await expect(info).toContainText(`Updated ${await day.textContent()}`);
      const served = await (await request.get(last.href)).text();
      expect(served).toContain(`<time datetime="${shown}">${await day.textContent()}</time>`);
      const hoursAgo = (Date.now() - Date.parse(shown)) / 3_600_000;
      expect(hoursAgo).toBeGreaterThan(-24);
      expect(hoursAgo).toBeLessThan(48);
    });
  }

  test('the top bar’s and the footer’s icons come in the page: each drawn, none a file of its own', async ({ browser }) => {
    // Without script, as the first paint sees the page: an icon file would be a request the paint waits for.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const svgFiles: string[] = [];
    page.on('request', (r) => void (new URL(r.url()).pathname.endsWith('.svg') && svgFiles.push(new URL(r.url()).pathname)));
    await page.goto(second.href);
    const icons = page.locator('header svg:has(use), footer svg:has(use)');
    const drawn = await icons.evaluateAll((svgs) =>
      svgs.map((svg) => {
        const href = svg.querySelector('use')!.getAttribute('href')!;
        const symbol = !!document.querySelector(`symbol${href}`);
        return { href, symbol, shown: svg.checkVisibility(), width: svg.querySelector('use')!.getBBox().width };
      }),
    );
    for (const icon of drawn) expect(icon, icon.href).toMatchObject({ href: expect.stringMatching(/^#/), symbol: true });
    // The theme button holds a sun and a moon and shows one.
    for (const icon of drawn.filter((i) => i.shown)) expect(icon.width, icon.href).toBeGreaterThan(0);
    expect(drawn.filter((i) => i.shown).length).toBeGreaterThanOrEqual(2 + footer.profiles!.length);
    // The page's own pictures may be drawings; none is an icon.
    expect(svgFiles.filter((path) => !path.startsWith('/assets/'))).toEqual([]);
    await context.close();
  });

  test('links to the highlights page, which no menu names', async ({ page }) => {
    const highlights = footer.links!.find((link) => !settings.nav.some((item) => item.href === link.href))!;
    await page.goto(home.href);
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: highlights.label, exact: true }).click();
    await expect(page).toHaveURL(highlights.href);
    await expect(page).toHaveTitle(fixtureSite.page(highlights.href).title);
  });
});
