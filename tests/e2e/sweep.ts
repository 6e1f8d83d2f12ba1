import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { archiveOfWeek, pageHeadingOf } from '../../src/app/share';
import { archivePages } from '../../src/content/derivation/archive-pages';
import { siteBase } from '../../src/schema/links';
import { languageOf } from '../../src/schema/language';
import type { PageDocument } from '../../src/blocks/page';
import { THUMBNAIL_ORIGIN } from '../../src/schema/video';
import { expectDocumentShown } from './document-shown';
import {
  at,
  basePathOf,
  expectNoAxeViolations,
  ownerSite,
  recordCspViolations,
  shownText,
  waitForHydration,
  watchConsole,
} from './support';

const { settings } = ownerSite;
/** The pages as the site draws them; an archive's weeks are alike, so its own route and its oldest week stand for all. */
const pages = ownerSite.pages.flatMap((document) => {
  const made = archivePages(document);
  return made.length > 2 ? [made.find((page) => page.route === document.route)!, made.at(-1)!] : made;
});

/**
 * Every page document of the site under test (the owner's, or the copy SITE_ROOT names) gets these checks, with
 * no test code of its own, on a phone and on a desktop: prerendered and readable without JavaScript, hydrates
 * cleanly within its Content-Security-Policy, shows its document, accessible in light and in dark, titled, safe
 * with its new-tab links, and previewed well when shared.
 *
 * One visit per route and width carries them all, each check a step of its own: a failure names the route, the
 * width and the check, and the checks after it still run.
 *
 * Each project that sweeps a site has a spec of its own that calls `sweep` (owner/sweep.spec.ts,
 * owner-sub-path/sweep.spec.ts).
 */
const allWidths = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;

interface SweepOptions {
  /** The widths to visit each route at; both unless given. */
  widths?: (typeof allWidths)[number]['name'][];
  /**
   * Only the checks an address can break: the page loads, hydrates and names only addresses in the site's folder,
   * shows its text and language before scripts run, and has its link previews.
   */
  addressChecksOnly?: boolean;
}

/**
 * Runs each check as a step and goes on after one fails; `done` then fails the test with every failed check's
 * name and error. `npm test` counts each step as a check (scripts/test.mjs).
 */
function checklist() {
  const failed: string[] = [];
  return {
    check: (title: string, body: () => Promise<void>) =>
      test.step(title, body).catch((error: Error) => void failed.push(`✘ ${title}\n${error.message}`)),
    done: () => {
      if (failed.length) throw new Error(`${failed.length} check(s) failed:\n\n${failed.join('\n\n')}`);
    },
  };
}

/** Registers the sweep's tests: one per route and width, one per alias and one per redirect of the site under test. */
export function sweep({ widths = ['phone', 'desktop'], addressChecksOnly = false }: SweepOptions = {}) {
  for (const document of pages)
    for (const { name, viewport } of allWidths.filter((width) => widths.includes(width.name))) {
      test.describe(`page ${document.route} (${name})`, () => {
        test.use({ viewport });

        test('passes every check of the sweep', async ({ browser, page, request, baseURL }) => {
          // Two visits, a page without scripts and two axe runs: /home took 17 s alone on two cores, and beyond the
          // default 30 s in CI beside the other suites (both axe checks then failed on the timeout), so three times it.
          test.slow();
          const { check, done } = checklist();
          const full = !addressChecksOnly;

          // As the HTML arrives, before any script: what crawlers and visitors without JavaScript read.
          const noScript = await browser.newContext({ javaScriptEnabled: false, viewport });
          const staticPage = await noScript.newPage();
          await staticPage.goto(at(document.route));
          const staticText = await shownText(staticPage.locator('main'));
          const staticLang = await staticPage.locator('html').getAttribute('lang');
          // Link previews do not depend on the width: checked once, with the phone.
          if (name === 'phone')
            await check('has link-preview tags and valid structured data before JavaScript runs', () =>
              expectLinkPreviews(staticPage, request, document, baseURL),
            );
          await noScript.close();

          const problems = watchConsole(page);
          const violations = await recordCspViolations(page);
          // The page's own problems only: the video site's thumbnails arrive as if the network were there
          // (the tests run offline; the gallery's own test covers an unreachable image host).
          await page.route(`${THUMBNAIL_ORIGIN}/**`, (route) =>
            route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"/>' }),
          );
          await check("loads and hydrates, has one h1, and names only addresses in the site's folder", async () => {
            const response = await page.goto(at(document.route));
            expect(response?.status()).toBe(200);
            expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
            await waitForHydration(page);
            await expect(page.locator('h1')).toHaveCount(1);
            // Every address of this site the page names (links, pictures, scripts, styles) is in the site's folder.
            const folder = new URL(at('/'), baseURL).href;
            const addresses = await page
              .locator('a[href], img[src], link[href], script[src]')
              .evaluateAll((elements) => elements.map((e) => (e as HTMLAnchorElement).href || (e as HTMLImageElement).src));
            expect(addresses.filter((url) => url.startsWith(new URL(folder).origin) && !url.startsWith(folder))).toEqual([]);
          });
          await check('says its language before and after JavaScript runs', async () => {
            expect(staticLang).toBe(languageOf(document, settings));
            await expect(page.locator('html')).toHaveAttribute('lang', languageOf(document, settings));
          });
          // How much text a page needs is the validator's rule (page-outline.ts); here: all of it is there before scripts run.
          await check('shows the same main text before JavaScript runs', async () =>
            expect(await shownText(page.locator('main'))).toBe(staticText),
          );
          if (full) {
            await check('has its title and description', async () => {
              await expect(page).toHaveTitle(document.title);
              await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', document.description);
              await expect(page.locator('title')).toHaveCount(1);
            });
            await check('opens every new-tab link without opener or referrer', async () => {
              const rels = await page.locator('a[target="_blank"]').evaluateAll((links) => links.map((a) => a.getAttribute('rel') ?? ''));
              for (const rel of rels) expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
            });
            if (name === 'phone') await check('shows every section of its document, in order', () => expectDocumentShown(page, document));
          }
          // Read after the checks above, which give late messages (a lazy picture, an on-demand block) time to arrive.
          await check('logs no console message and no CSP violation', async () => {
            expect(await violations()).toEqual([]);
            expect(problems).toEqual([]);
          });
          if (full) {
            await check('has no axe violations', () => expectNoAxeViolations(page));
            await check('has no axe violations in dark either', async () => {
              // As a visitor whose system is dark sees it. Reduced motion shows every section at once (scroll
              // reveal would keep those below the fold from axe), so all of the page's dark colours are checked.
              await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
              await page.goto(at(document.route));
              await waitForHydration(page);
              await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
              await expectNoAxeViolations(page);
            });
          }
          done();
        });
      });
    }

  for (const document of pages) {
    for (const alias of document.aliases ?? []) {
      test(`alias ${alias} lands on ${document.route}`, async ({ page }) => {
        await page.goto(at(alias));
        await expect(page).toHaveURL(at(document.route));
        await expect(page.locator('h1')).toHaveCount(1);
      });
    }
  }

  for (const { from, to } of settings.redirects) {
    test(`redirect ${from} gives link previews the page it leads to`, async ({ request, baseURL }) => {
      const base = siteAddress(baseURL);
      // Read as text: a browser would follow the redirect. Addresses hold no character HTML escapes.
      const html = await (await request.get(at(from))).text();
      const content = (key: string) => new RegExp(`<meta property="${key}" content="([^"]*)"`).exec(html)?.[1];
      const target = pages.find((d) => d.route === to)!;
      expect(content('og:url')).toBe(base + to);
      expect(content('og:image')).toBe(target.shareImage ? base + target.shareImage.src : `${base}/og${to === '/' ? '/index' : to}.png`);
    });
  }
}

/*
 * Link previews and structured data, as crawlers read them: from the HTML as served, before any script.
 * Expected values come from the documents and site.json: the title after tokens, the site's own address.
 */
/** The site's public address with the folder it is served from: what absolute addresses start with. */
const siteAddress = (baseURL: string | undefined) => siteBase(settings.siteUrl, basePathOf(baseURL));
/** The page "/" shows: one there or aliased there, else the target of a redirect from "/". */
const home = pages.find((d) => d.route === '/' || d.aliases?.includes('/'))?.route ?? settings.redirects.find((r) => r.from === '/')?.to;
/** The page about the owner that the Person names: the home page when it is one, else the first page about them. */
const ownerPage = pages.find((d) => d.aboutOwner && d.route === home) ?? pages.find((d) => d.aboutOwner);
const portrait = ownerPage && pageHeadingOf(ownerPage)?.image;

/** A PNG's width and height, from its header. */
function pngSize(body: Buffer): { width: number; height: number } | undefined {
  return body.subarray(1, 4).toString() === 'PNG' ? { width: body.readUInt32BE(16), height: body.readUInt32BE(20) } : undefined;
}

type JsonLd = Record<string, unknown> & { '@context': string; '@type': string };

/** A page's link-preview tags and structured data, on `page` as served (scripts off: crawlers read the HTML). */
async function expectLinkPreviews(page: Page, request: APIRequestContext, document: PageDocument, baseURL: string | undefined) {
  const base = siteAddress(baseURL);
  const tag = (key: string) => page.locator(`head meta[property="${key}"], head meta[name="${key}"]`);
  const own = document.shareImage;
  // An archive's week shows the archive's card.
  const card = archiveOfWeek(document) ?? document;
  const image = own
    ? { url: base + own.src, width: own.width, height: own.height }
    : { url: `${base}/og${card.route === '/' ? '/index' : card.route}.png`, width: 1200, height: 630 };
  const expected: Record<string, string> = {
    'og:type': 'website',
    'og:title': document.title,
    'og:description': document.description,
    'og:url': base + document.route,
    'og:image': image.url,
    'og:image:width': String(image.width),
    'og:image:height': String(image.height),
    'twitter:card': 'summary_large_image',
  };
  for (const [key, value] of Object.entries(expected)) {
    await expect(tag(key), key).toHaveCount(1);
    await expect(tag(key), key).toHaveAttribute('content', value);
  }
  // The alt text names what the generated card shows (its title), or is the page's own words for its own image.
  const alt = await tag('og:image:alt').getAttribute('content');
  if (own) expect(alt).toBe(own.alt);
  else expect(alt).toContain(card.title);

  // The image is served at that address (its path here: the tests serve the site on localhost), at the size the tags say.
  const response = await request.get(new URL(image.url).pathname);
  expect(response.status()).toBe(200);
  const size = pngSize(await response.body());
  if (!own) expect(size).toEqual({ width: 1200, height: 630 });
  else if (size) expect(size).toEqual({ width: own.width, height: own.height });

  // The page's own structured data; a section's (a breadcrumb trail's) is its block's to check, in its folder.
  const data = (await page.locator('script[type="application/ld+json"]:not([data-block] *)').allTextContents()).map(
    (text) => JSON.parse(text) as JsonLd,
  );
  const types = [...(document.aboutOwner ? ['Person'] : []), ...(document.route === home ? ['WebSite'] : [])];
  expect(data.map((d) => d['@type']).sort()).toEqual(types.sort());
  for (const d of data) expect(d['@context']).toBe('https://schema.org');

  const person = data.find((d) => d['@type'] === 'Person');
  if (person) {
    expect(person.name).toBe(settings.name);
    expect(person.jobTitle).toBe(settings.jobTitle);
    const address = person.address as Record<string, string>;
    expect(address['@type']).toBe('PostalAddress');
    expect(settings.location.startsWith(address.addressLocality) && address.addressLocality.length > 0).toBe(true);
    expect(person.sameAs).toEqual(Object.values(settings.profiles).filter((href) => href.startsWith('https://')));
    // A real page, not "/" (a redirect search engines do not index), and the picture that page shows of the owner.
    expect(person.url).toBe(base + ownerPage!.route);
    if (portrait) {
      expect(String(person.image).startsWith(`${base}/`), String(person.image)).toBe(true);
      const picture = await request.get(at(String(person.image).slice(base.length)));
      expect(picture.status(), String(person.image)).toBe(200);
      expect(picture.headers()['content-type']).toMatch(/^image\//);
    } else expect(person).not.toHaveProperty('image');
  }
  const website = data.find((d) => d['@type'] === 'WebSite');
  if (website) {
    expect(website).toMatchObject({ name: settings.name, url: base + home });
    if (settings.alternateName) expect(website.alternateName).toBe(settings.alternateName);
    else expect(website).not.toHaveProperty('alternateName');
  }
}
