import { expect, test, type Page } from '@playwright/test';
import type { PageDocument } from '../../../src/blocks/page';
import { ownerSite, waitForHydration } from '../support';
import { everySection } from '../../../src/blocks/sections';

/**
 * The owner's resume printed, or saved as PDF from the browser: at most two A4 or Letter
 * sheets holding every role, and none of the screen's chrome. The resume is whichever page
 * lists roles (an experience block); its roles are read from the document.
 *
 * The PDF is used for its page count only: its text sits in compressed streams behind
 * subset fonts, which only a full PDF reader could decode. What is printed is checked on
 * the page itself under print styles, which is what the PDF is drawn from.
 */
const rolesOf = (document: PageDocument) => everySection(document.sections).flatMap((s) => (s.type === 'experience' ? s.items : []));
const resumes = ownerSite.pages.filter((document) => rolesOf(document).length > 0);

/** Page objects in a PDF ("/Type /Page", not the "/Type /Pages" tree above them). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;

async function open(page: Page, route: string) {
  await page.goto(route);
  await waitForHydration(page);
}

for (const resume of resumes) {
  test.describe(`${resume.route} printed`, () => {
    for (const format of ['A4', 'Letter'] as const) {
      test(`fits on at most two ${format} pages`, async ({ page }) => {
        await open(page, resume.route);
        const pages = pageCount(await page.pdf({ format }));
        expect(pages).toBeGreaterThan(0);
        expect(pages).toBeLessThanOrEqual(2);
      });
    }

    test('starts every section heading at the same left edge', async ({ page }) => {
      // A4's width less the page's margins (print.css), at 96 px an inch: the column the PDF is drawn in.
      await page.setViewportSize({ width: 687, height: 1000 });
      await open(page, resume.route);
      await page.emulateMedia({ media: 'print' });
      const edges = await page
        .locator('main h2')
        .evaluateAll((headings) => headings.map((h) => Math.round(h.getBoundingClientRect().left)));
      expect(edges.length).toBeGreaterThan(1);
      expect(new Set(edges).size, `left edges: ${edges.join(', ')}`).toBe(1);
    });

    test('shows every role whole, black on white, with no navigation or motion', async ({ page }) => {
      await open(page, resume.route);
      // The screen's chrome, there on screen and gone on paper.
      const chrome = [
        page.getByRole('banner'),
        page.getByRole('contentinfo'),
        page.getByRole('button', { name: 'Search' }),
        page.getByText('Skip to main content'),
      ];
      for (const element of chrome) await expect(element).toBeAttached();
      await page.emulateMedia({ media: 'print' });
      for (const element of chrome) await expect(element).toBeHidden();

      const main = page.locator('main');
      for (const role of rolesOf(resume)) {
        const item = main.locator('li', { has: page.getByRole('heading', { name: role.role, exact: true }) });
        await expect(item).toBeVisible();
        await expect(item).toContainText(role.company);
        for (const bullet of role.bullets) await expect(item.getByText(bullet, { exact: true })).toBeVisible();
        // Kept on one sheet: the PDF's page breaks follow this.
        expect(await item.evaluate((li) => getComputedStyle(li).breakInside)).toBe('avoid');
        // Paper cannot follow a link: an external one is followed by its address.
        if (role.href?.startsWith('https://')) {
          const link = item.getByRole('link', { name: role.company });
          expect(await link.evaluate((a) => getComputedStyle(a, '::after').content)).toBe(`" (${role.href})"`);
        }
      }

      // Every section printed in full (none left faded out, waiting for a scroll), in black on white.
      const looks = await main.evaluate((root) => {
        const seen = [...root.querySelectorAll<HTMLElement>('*')].filter((el) => el.getClientRects().length > 0);
        return {
          colours: [...new Set(seen.filter((el) => el.innerText?.trim()).map((el) => getComputedStyle(el).color))],
          backgrounds: [...new Set(seen.map((el) => getComputedStyle(el).backgroundColor))],
          faded: seen.filter((el) => getComputedStyle(el).opacity !== '1').length,
          moving: seen.filter((el) => getComputedStyle(el).animationName !== 'none' || getComputedStyle(el).transitionDuration !== '0s')
            .length,
          page: getComputedStyle(document.body).backgroundColor,
        };
      });
      expect(looks.colours).toEqual(['rgb(0, 0, 0)']);
      expect(looks.backgrounds).toEqual(['rgba(0, 0, 0, 0)']);
      expect(looks.page).toBe('rgb(255, 255, 255)');
      expect(looks.faded).toBe(0);
      expect(looks.moving).toBe(0);
    });

    // Not every resume has the bar; where it has one, paper keeps its addresses.
    const bars = resume.sections.flatMap((s) => (s.type === 'action-bar' ? [s] : []));
    for (const bar of bars)
      test(`prints the ${bar.label} as a line of addresses under the heading, not a bar over the content`, async ({ page }) => {
        await open(page, resume.route);
        const nav = page.getByRole('navigation', { name: bar.label });
        await page.emulateMedia({ media: 'print' });
        await expect(nav).toBeVisible();
        expect(await nav.evaluate((element) => getComputedStyle(element).position)).toBe('static');
        // Between the page's header and the section after it, where a printed résumé gives its contacts.
        const header = (await page.locator('main [data-block="page-header"]').boundingBox())!;
        const next = await page.locator('main [data-block="page-header"] ~ section').first().boundingBox();
        const navBox = (await nav.boundingBox())!;
        expect(navBox.y).toBeGreaterThanOrEqual(header.y + header.height);
        if (next) expect(navBox.y + navBox.height).toBeLessThanOrEqual(next.y);
        for (const item of bar.items) {
          const link = nav.getByRole('link', { name: item.label });
          const address = item.href.startsWith('mailto:')
            ? item.href.slice('mailto:'.length)
            : item.href.startsWith('https://')
              ? item.href
                  .slice('https://'.length)
                  .replace(/^www\./, '')
                  .replace(/\/$/, '')
              : undefined;
          if (!address) {
            await expect(link).toBeHidden();
            continue;
          }
          await expect(link).toHaveText(item.label);
          expect(await link.evaluate((a) => getComputedStyle(a, '::after').content)).toBe(`"${address}"`);
        }
      });
  });
}
