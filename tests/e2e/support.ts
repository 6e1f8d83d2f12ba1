import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { loadSite } from '../../src/content/load';

/** The validated site, read the same way the build reads it. */
export const site = loadSite(process.cwd());
export const pages = site.pages.map((p) => p.document);

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

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

/** Waits until React has hydrated the prerendered page. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return Boolean(root && Object.keys(root).some((key) => key.startsWith('__reactContainer')));
  });
}

/** The cards of the page's resource list. */
export const listCards = (page: Page) => page.locator('[data-block="resource-list"] ul[data-view] > li');

/** Clicking "Copy Prompt" fails visibly: a red toast, no success toast, the button unchanged. */
export async function expectCopyFailure(page: Page) {
  await listCards(page)
    .first()
    .getByRole('button', { name: /Copy Prompt/ })
    .click();
  const toast = page.locator('.mantine-Notification-root', { hasText: 'Failed to copy' });
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
