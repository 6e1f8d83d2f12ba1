// The banner of what a removed profile or page left out of the site, in `npm run dev` on a copy of the fixture site
// (playwright.config.ts, EDITOR_SITE_ROOT): the owner can say they have seen it, and it comes back when something
// else is left out.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EDITOR_SITE_ROOT, FIXTURE_SITE_ROOT } from '../../../playwright.config';
import { expectNoAxeViolations } from '../support';

test.describe.configure({ mode: 'serial' });

const SITE_FILE = 'pages/site.json';
const restore = () => writeFileSync(join(EDITOR_SITE_ROOT, SITE_FILE), readFileSync(join(FIXTURE_SITE_ROOT, SITE_FILE), 'utf8'));
/** site.json without the profiles named, as if the owner had removed them and saved. */
function removeProfiles(...names: string[]) {
  const site = JSON.parse(readFileSync(join(EDITOR_SITE_ROOT, SITE_FILE), 'utf8'));
  for (const name of names) delete site.profiles[name];
  writeFileSync(join(EDITOR_SITE_ROOT, SITE_FILE), `${JSON.stringify(site, null, 2)}\n`);
}
test.beforeEach(restore);
test.afterEach(restore);

const banner = (page: Page) => page.getByRole('alert').filter({ hasText: 'Left out of the site now that a profile' });
/** The page's editor, once the validator has answered: the preview draws the document it answers with. */
async function openEditor(page: Page, route: string) {
  await page.goto(`/_edit${route}`);
  await expect(page.getByRole('heading', { name: `Editing ${route}` })).toBeVisible();
  await expect(page.frameLocator('iframe[title="Preview"]').getByRole('heading', { level: 1 })).toBeVisible();
}

test('the owner closes the banner once: it stays closed on every page and after a reload, until another thing is left out', async ({
  page,
}) => {
  test.slow();
  removeProfiles('blog');
  await openEditor(page, '/notes');
  await expect(banner(page)).toBeVisible();
  await expectNoAxeViolations(page);
  const close = banner(page).getByRole('button', { name: 'Seen: hide until something else is left out' });
  // By keyboard, as by mouse.
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);

  await openEditor(page, '/about');
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  await expect(page.frameLocator('iframe[title="Preview"]').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  // Another removal changes what is left out: the banner is back, with the new things in it.
  removeProfiles('designPortfolio');
  await openEditor(page, '/notes');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText('designPortfolio');
});
