// Facts in the owner's editor, in `npm run dev` on a copy of the fixture site: a figure written once in the site's
// settings reaches every page that refers to it, and a page that types it out instead is warned.
import { expect, test } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EDITOR_SITE_ROOT, FIXTURE_SITE_ROOT } from '../../../playwright.config';
import { loadSite } from '../../../src/content/validation/load';
import { expectNoAxeViolations } from '../support';

test.describe.configure({ mode: 'serial' });

const SITE_FILE = 'pages/site.json';
const FILES = [SITE_FILE, 'pages/about.json', 'pages/home.json', 'pages/resume.json'];
const onDisk = (file: string) => readFileSync(join(EDITOR_SITE_ROOT, file), 'utf8');
const original = (file: string) => readFileSync(join(FIXTURE_SITE_ROOT, file), 'utf8');
const restore = () => FILES.forEach((file) => writeFileSync(join(EDITOR_SITE_ROOT, file), original(file)));
test.beforeEach(restore);
test.afterAll(restore);

const FACT = 'booking-screens';
const saveButton = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Save', exact: true });

test('a fact changed once in the site settings changes on every page that shows it', async ({ page }) => {
  test.slow(); // the site's pages compiled on first visit, and every field of the settings checked for accessibility
  const before = JSON.parse(original(SITE_FILE)).facts[FACT] as string;
  const users = loadSite(EDITOR_SITE_ROOT).factUses[FACT].map((file) => `/${file.replace(/^pages\/|\.json$/g, '')}`);
  expect(users.length).toBeGreaterThan(1);
  for (const route of users) {
    await page.goto(route);
    await expect(page.getByRole('main')).toContainText(before);
  }

  await page.goto('/_edit/site');
  await expect(page.getByRole('heading', { name: 'Site settings', level: 1 })).toBeVisible();
  // Beside the fact, the pages that show it, each a link to its editor.
  const uses = page.locator(`#root_facts_${FACT}-uses`);
  await expect(uses).toContainText(`Used on ${users.length} pages`);
  for (const route of users) await expect(uses.getByRole('link', { name: route, exact: true })).toHaveAttribute('href', `/_edit${route}`);
  await expectNoAxeViolations(page);

  await page.locator(`#root_facts_${FACT}`).fill('12 → 3');
  await saveButton(page).click();
  await expect(page.getByText('pages/site.json · saved')).toBeVisible();
  expect(JSON.parse(onDisk(SITE_FILE)).facts[FACT]).toBe('12 → 3');
  // The pages' files are as they were: the figure lives in one place.
  for (const file of FILES.slice(1)) expect(onDisk(file)).toBe(original(file));

  for (const route of users) {
    await page.goto(route);
    await expect(page.getByRole('main')).toContainText('12 → 3');
    await expect(page.getByRole('main')).not.toContainText(before);
  }
});

test('a page that types a fact out is warned beside the field, and still saves', async ({ page }) => {
  const value = JSON.parse(original(SITE_FILE)).facts[FACT] as string;
  await page.goto('/_edit/resume');
  await expect(page.getByRole('heading', { name: 'Editing /resume' })).toBeVisible();
  await page.getByRole('button', { name: 'Page settings' }).click();
  const description = page.locator('#root_description');
  await description.fill(`Booking a route took ${value} screens after the redesign, and dispatchers planned three times the orders.`);
  const warning = page.getByText(`is also the fact "${FACT}": if this is that figure, write {fact:${FACT}} instead`);
  await expect(warning).toBeVisible();
  await saveButton(page).click();
  await expect(page.getByText('pages/resume.json · saved')).toBeVisible();
  expect(loadSite(EDITOR_SITE_ROOT).warnings.map((warning) => warning.name)).toContain('TypedFact');

  // Written as its token, the warning goes.
  await description.fill(`Booking a route took {fact:${FACT}} screens after the redesign, and dispatchers planned three times the orders.`);
  await expect(warning).toHaveCount(0);
});
