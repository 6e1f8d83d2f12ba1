// Site settings' named sets (profiles, facts, icon pools), in `npm run dev` on a copy of the fixture site
// (playwright.config.ts, EDITOR_SITE_ROOT): each set's "+" says what it adds, and works from the keyboard.
import { expect, test } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EDITOR_SITE_ROOT, FIXTURE_SITE_ROOT } from '../../../playwright.config';

const SITE_FILE = 'pages/site.json';
const restore = () => writeFileSync(join(EDITOR_SITE_ROOT, SITE_FILE), readFileSync(join(FIXTURE_SITE_ROOT, SITE_FILE), 'utf8'));
test.beforeEach(restore);
test.afterEach(restore);

test('each named set’s add button says what it adds, and adds one from the keyboard', async ({ page }) => {
  await page.goto('/_edit/site');
  await expect(page.getByRole('heading', { name: 'Site settings', level: 1 })).toBeVisible();
  for (const [set, name] of [
    ['profiles', 'Add a profile'],
    ['facts', 'Add a fact'],
    ['iconPools', 'Add an icon pool'],
  ]) {
    const button = page.getByRole('button', { name, exact: true });
    await expect(button).toHaveCount(1);
    await expect(button).toHaveAttribute('id', `root_${set}__add`);
    // Said in words on the button, not only to a screen reader.
    await expect(button).toHaveText(name);
  }
  // No "+" is left that says only "Add Item" for a named set.
  await expect(page.locator('#root_profiles__add, #root_facts__add, #root_iconPools__add').filter({ hasText: /Add Item/ })).toHaveCount(0);

  // From the keyboard: focused and pressed, a new fact's name field takes the focus.
  await page.getByRole('button', { name: 'Add a fact', exact: true }).focus();
  await page.keyboard.press('Enter');
  const name = page.locator('input[id^="root_facts_newKey"][id$="-key"]');
  await expect(name).toBeFocused();
});
