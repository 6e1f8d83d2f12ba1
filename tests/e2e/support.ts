import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE_SITE_ROOT } from '../../playwright.config';
import { loadSite, siteRoot } from '../../src/content/validation/load';
import type { PageDocument, Section } from '../../src/blocks/page';
import { columnsOf } from '../../src/blocks/sections';

/** Each validated section -> the same section as its file has it, before tokens are expanded and labels or icons derived. */
const authored = new WeakMap<object, Record<string, unknown>>();

function pairSections(validated: Section[], raw: Record<string, unknown>[]) {
  validated.forEach((section, i) => {
    authored.set(section, raw[i]);
    for (const [column, nested] of columnsOf(section)) pairSections(nested, raw[i][column] as Record<string, unknown>[]);
  });
}

/**
 * A section as its owner wrote it. The validator fills derived fields (an article's label,
 * a pool icon), so a test that checks a derivation must start from what was written here
 * and compute the expectation itself; reading the derived field back could never fail.
 */
export function authoredSection<T extends Section>(section: T): T {
  const raw = authored.get(section);
  if (!raw) throw new Error(`no authored copy of a ${section.type} section`);
  // Same shape (the schema accepted it), tokens still unexpanded and derived fields absent.
  return raw as T;
}

/** A validated site, read the same way the build reads it. */
export function documentsOf(root: string) {
  const { site, pages, errors } = loadSite(root);
  if (!site || errors.length) throw new Error(`${root} is not a valid site: run npm run validate`);
  for (const { file, document } of pages) {
    const raw = JSON.parse(readFileSync(join(root, file), 'utf8').replace(/^\uFEFF/, '')) as { sections: Record<string, unknown>[] };
    pairSections(document.sections, raw.sections);
  }
  // Drafts are left out of the build, so the suites expect only what ships.
  const documents = pages.filter((p) => !p.document.draft).map((p) => p.document);
  const page = (route: string): PageDocument => documents.find((d) => d.route === route)!;
  /** The first section of a type on a page, typed by its type. */
  const section = <T extends Section['type']>(route: string, type: T) =>
    page(route).sections.find((s): s is Extract<Section, { type: T }> => s.type === type)!;
  return { settings: site, pages: documents, page, section };
}

/** The site the site suites test: the owner's pages/, or the copy SITE_ROOT names. */
export const ownerSite = documentsOf(siteRoot());
/** The fixture site the behaviour suites drive. */
export const fixtureSite = documentsOf(FIXTURE_SITE_ROOT);

/**
 * A route's address for page.goto and toHaveURL: "/about" -> "./about". Playwright resolves it against
 * the project's baseURL, which for the sub-path project ends in the folder the site was built for
 * (playwright.config.ts, SUB_PATH); "/about" would leave that folder for the host's root.
 */
export const at = (route: string) => `.${route}`;

/** The folder the project's site is served from, "/" or "/preview/site/", read from its baseURL. */
export const basePathOf = (baseURL: string | undefined) => new URL(at('/'), baseURL).pathname;

/** Console errors, warnings and page errors seen by a page, for tests that expect none. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

type WithViolations = Window & { cspViolations?: string[] };

/**
 * Records every Content-Security-Policy violation of the pages this Page opens, from before
 * the first byte is parsed (the policy also blocks the page's own <style> blocks, early).
 * Returns a reader. Chromium also logs each violation to the console, which watchConsole sees.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as WithViolations).cspViolations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        seen.push(
          `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} (${event.sample})`,
        ),
      true,
    );
  });
  return () => page.evaluate(() => (window as WithViolations).cspViolations ?? ['the recorder did not run']);
}

export interface LayoutShift {
  value: number;
  /** What moved: each element's name, class and first words. */
  moved: string[];
}
type WithShifts = Window & { layoutShifts?: LayoutShift[] };

/** Records the page's layout shifts from its first byte on; returns a reader of them. */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<LayoutShift[]>> {
  await page.addInitScript(() => {
    const shifts: LayoutShift[] = ((window as WithShifts).layoutShifts = []);
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => {
        const { value, sources } = entry as unknown as { value: number; sources: { node?: Element }[] };
        shifts.push({
          value,
          moved: sources.map(({ node }) => `${node?.nodeName}.${node?.className} "${node?.textContent?.slice(0, 40)}"`),
        });
      }),
    ).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as WithShifts).layoutShifts ?? []);
}

/** The sum of these shifts, the page's cumulative layout shift over that time. */
export const shiftSum = (shifts: LayoutShift[]) => shifts.reduce((sum, { value }) => sum + value, 0);

/** axe's WCAG rules and its best practices (heading order, landmarks…); any violation fails, whatever its impact. */
export async function expectNoAxeViolations(page: Page) {
  // Every violation in full; passes and the rest one node each (resultTypes), which is a quarter less work.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

/** Waits until the page has linked its stylesheets (after it has loaded) and every one of them has arrived. */
export async function waitForStylesheets(page: Page) {
  await page.waitForFunction(() => {
    const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    return sheets.length > 0 && sheets.every((link) => link.sheet);
  });
}

/** Waits until React has hydrated the prerendered page. */
export async function waitForHydration(page: Page) {
  // Set by the app once hydration has committed and every effect has run (src/app/App.tsx).
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Scrolls the page to its end and back, a window at a time: a section far below the window is drawn only as it nears
 * it (content-visibility), so a test that measures one needs it drawn first. Drawn once, it keeps its size.
 */
export async function drawWholePage(page: Page) {
  await page.evaluate(async () => {
    const drawn = () => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight) {
      scrollTo({ top, behavior: 'instant' });
      await drawn();
    }
    scrollTo({ top: 0, behavior: 'instant' });
    await drawn();
  });
}

/**
 * The words an element holds that are shown (not under display: none, visibility: hidden or a closed <details>), a
 * line per text node, whether or not their section is drawn yet. Not innerText, which sometimes leaves out a drawing's
 * words in a section the browser has not drawn yet (content-visibility), by timing.
 * Synchronous: it runs in a page without JavaScript too.
 */
export const shownText = (locator: Locator) =>
  locator.evaluate((root) => {
    const lines: string[] = [];
    // A walk of its own: a page without JavaScript runs no callback, a TreeWalker's filter included.
    const walk = (node: Node) => {
      for (const child of node.childNodes)
        if (child.nodeType === Node.TEXT_NODE) {
          if (getComputedStyle(child.parentElement!).visibility !== 'hidden') lines.push(child.textContent!.replace(/\s+/g, ' ').trim());
        } else if (child.nodeType === Node.ELEMENT_NODE && (child as Element).checkVisibility()) walk(child);
    };
    walk(root);
    return lines.filter(Boolean).join('\n');
  });

/** The cards of the page's resource list. */
export const listCards = (page: Page) => page.locator('[data-block="resource-list"] ul[data-view] > li');

/** Clicking "Copy Prompt" fails visibly: a red toast, no success toast, the button unchanged. */
export async function expectCopyFailure(page: Page) {
  await listCards(page)
    .first()
    .getByRole('button', { name: /Copy Prompt/ })
    .click();
  const toast = page.getByRole('alert').filter({ hasText: 'Failed to copy' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Please try copying manually.');
  await expectNoAxeViolations(page);
  await expect(page.getByText('Copied to clipboard!')).toHaveCount(0);
  await expect(
    listCards(page)
      .first()
      .getByRole('button', { name: /Copy Prompt/ }),
  ).toBeVisible();
}

/** Chips and the view toggle are radios drawn by their labels: click the label, as a visitor does. */
export async function choose(page: Page, name: string) {
  await page.getByRole('radio', { name, exact: true }).locator('xpath=following-sibling::label[1]').click();
}
