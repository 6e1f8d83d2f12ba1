// Deleting and moving pages in the owner's editor, in `npm run dev` on a copy of the fixture site
// (playwright.config.ts, EDITOR_SITE_ROOT): each test starts from the fixture's files, acts in the browser, and
// checks the disk and the site the dev server draws. Every file is put back after, deleted and moved ones included.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EDITOR_SITE_ROOT, FIXTURE_SITE_ROOT } from '../../../playwright.config';
import { loadSite } from '../../../src/content/validation/load';
import { expectNoAxeViolations } from '../support';

test.describe.configure({ mode: 'serial' });

const onDisk = (file: string) => join(EDITOR_SITE_ROOT, file);
const PICTURE = 'public/assets/atlas-map.svg';

/** The copy's pages/ and public/ as the fixture has them: files the test added go, files it deleted or moved come back. */
function restoreSite() {
  const files = (root: string) => readdirSync(join(root, 'pages'), { recursive: true, encoding: 'utf8' }).map((file) => `pages/${file}`);
  const fixture = new Set(files(FIXTURE_SITE_ROOT));
  for (const file of files(EDITOR_SITE_ROOT)) if (file.endsWith('.json') && !fixture.has(file)) rmSync(onDisk(file));
  rmSync(onDisk(PICTURE), { force: true });
  for (const folder of ['pages', 'public']) cpSync(join(FIXTURE_SITE_ROOT, folder), onDisk(folder), { recursive: true });
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- documents changed as an owner would
function change(file: string, edit: (value: Json) => void) {
  const value = JSON.parse(readFileSync(onDisk(file), 'utf8'));
  edit(value);
  writeFileSync(onDisk(file), `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * What an owner's site has around a case: a picture only it shows, a menu entry, and a link to it in another case's
 * text (the card on /cases is the fixture's own).
 */
function linkToCase(route: string, label: string) {
  change('pages/site.json', (site) => site.nav.push({ label, href: route }));
  change('pages/cases/harbour.json', (harbour) => {
    const header = harbour.sections.find((section: { type: string }) => section.type === 'page-header');
    header.body.push(`It led to [the ${label} case](${route}), a year later.`);
  });
}

/**
 * Waits until the dev server's route table lists the pages on disk again. Its file watcher sees the restore a moment
 * later; until then a page moved or deleted back is still in the table, and the next editor test (this project's
 * tests share the server) could load it and find Vite's error overlay for a document that is gone.
 */
async function untilServerSeesDisk(request: APIRequestContext) {
  const documents = loadSite(EDITOR_SITE_ROOT).pages.map((page) => page.document.route);
  const known = (route: string) => documents.some((d) => route === d || route.startsWith(`${d}/`));
  await expect
    .poll(async () => {
      const table = await (await request.get('/@id/__x00__virtual:routes')).text();
      const routes: string[] = JSON.parse(table.slice(table.indexOf('['), table.lastIndexOf(']') + 1));
      return routes.every(known) && documents.every((route) => routes.includes(route));
    })
    .toBe(true);
}

test.beforeAll(restoreSite);
test.afterEach(async ({ page, request }) => {
  // Closed first: left open, the page reloads on the server's news of the restore and may ask for a page just removed.
  await page.close();
  restoreSite();
  await untilServerSeesDisk(request);
});

const siteNav = (page: Page) => page.getByRole('navigation', { name: /main|primary|site/i }).first();
const caseCards = (page: Page) =>
  page
    .locator('main')
    .getByRole('link')
    .filter({ hasText: /Harbour pilots|Atlas routing|Meridian fares/ });

test('deletes a page from its editor’s ?action=delete: its card, menu entry and picture go, a link left elsewhere is a warning', async ({
  page,
}) => {
  test.slow();
  writeFileSync(
    onDisk(PICTURE),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#0b7285"/></svg>\n',
  );
  change('pages/cases/atlas.json', (atlas) => {
    const header = atlas.sections.find((section: { type: string }) => section.type === 'page-header');
    header.image = { src: '/assets/atlas-map.svg', alt: 'A teal map of closed roads', width: 480, height: 360 };
  });
  linkToCase('/cases/atlas', 'Atlas');
  expect(loadSite(EDITOR_SITE_ROOT).errors).toEqual([]);

  // The page list offers it on every row; the starter checklist's "remove" opens the editor with ?action=delete.
  await page.goto('/_edit');
  await page.getByRole('button', { name: 'Delete page /cases/atlas…' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete /cases/atlas?' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Its card “Atlas routing”' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page.goto('/_edit/cases/atlas?action=delete');
  const dialog = page.getByRole('dialog', { name: 'Delete /cases/atlas?' });
  await expect(dialog).toBeVisible();
  const goes = dialog.getByRole('list', { name: 'What goes with the page' });
  await expect(goes.getByRole('listitem')).toHaveText([
    /its file pages\/cases\/atlas\.json/,
    'Its card “Atlas routing” on Cases fixture',
    'The menu link “Atlas” on Site settings',
    'The picture /assets/atlas-map.svg, which no other page shows',
  ]);
  const nowhere = dialog.getByRole('list', { name: 'Links that will point nowhere' });
  await expect(nowhere.getByRole('link', { name: 'Harbour pilots fixture' })).toHaveAttribute(
    'href',
    '/_edit/cases/harbour?field=sections.1.body.1',
  );
  await dialog.getByRole('button', { name: 'Delete /cases/atlas' }).click();

  await expect(page).toHaveURL(/\/_edit$/);
  await expect(page.getByText(/^Deleted \/cases\/atlas \(pages\/cases\/atlas\.json\), its 1 card on Cases fixture/)).toBeVisible();
  await expect(page.getByRole('link', { name: '/cases/atlas', exact: true })).toHaveCount(0);
  expect(existsSync(onDisk('pages/cases/atlas.json'))).toBe(false);
  expect(existsSync(onDisk(PICTURE))).toBe(false);
  const after = loadSite(EDITOR_SITE_ROOT);
  expect(after.errors).toEqual([]);
  expect(after.warnings.filter((warning) => warning.name === 'RemovedPageLink').map((warning) => warning.file)).toEqual([
    'pages/cases/harbour.json',
  ]);

  // The site: no card, no menu entry, and the link left in Harbour's text is its words alone.
  await page.goto('/cases');
  await expect(caseCards(page)).toHaveText([/Harbour pilots/, /Meridian fares/]);
  await expect(siteNav(page).getByRole('link', { name: 'Atlas' })).toHaveCount(0);
  await page.goto('/cases/harbour');
  await expect(page.getByText(/It led to the Atlas case, a year later\./)).toBeVisible();
  await expect(page.getByRole('link', { name: 'the Atlas case' })).toHaveCount(0);

  // Harbour's editor names the link as a warning, with a link to its field; the page saves.
  await page.goto('/_edit/cases/harbour');
  const affected = page.getByRole('list', { name: /Pages a removed profile changed/ });
  await expect(affected.getByRole('listitem').first()).toContainText('the page "/cases/atlas" was deleted');
});

test('moves a page from its editor: links, its card and the menu follow, and the old address redirects', async ({ page }) => {
  test.slow();
  linkToCase('/cases/meridian', 'Meridian');
  await page.goto('/_edit/cases/meridian');
  await expect(page.getByRole('heading', { name: 'Editing /cases/meridian' })).toBeVisible();
  await page.getByRole('button', { name: 'Rename /cases/meridian…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move /cases/meridian to another route' });
  // What will follow it, before anything moves: its card, its menu entry and the link in Harbour's text.
  const following = dialog.getByRole('list', { name: 'Links that follow the page' });
  await expect(following.getByRole('listitem')).toHaveText([
    /^Its card “Meridian fares” on Cases fixture$/,
    /^The menu link “Meridian” on Site settings$/,
    /^A link in “It led to \[the Meridian case\]\(\/cases\/meridian\), a year later\.” on Harbour pilots fixture$/,
  ]);
  await expect(following.getByRole('link', { name: 'Harbour pilots fixture' })).toHaveAttribute('href', /^\/_edit\/cases\/harbour\?field=/);
  const field = dialog.getByRole('textbox', { name: 'New route' });
  // A route taken is refused in words, and nothing moves.
  await field.fill('/cases/harbour');
  await dialog.getByRole('button', { name: 'Move the page' }).click();
  await expect(dialog.getByText('/cases/harbour is taken by pages/cases/harbour.json; choose another route')).toBeVisible();
  await field.fill('/cases/meridian-fares');
  await dialog.getByRole('button', { name: 'Move the page' }).click();

  await expect(page).toHaveURL(/\/_edit\/cases\/meridian-fares$/);
  await expect(page.getByRole('heading', { name: 'Editing /cases/meridian-fares' })).toBeVisible();
  await expect(page.getByText(/^Moved \/cases\/meridian to \/cases\/meridian-fares/)).toBeVisible();
  expect(existsSync(onDisk('pages/cases/meridian.json'))).toBe(false);
  expect(JSON.parse(readFileSync(onDisk('pages/cases/meridian-fares.json'), 'utf8')).route).toBe('/cases/meridian-fares');
  expect(loadSite(EDITOR_SITE_ROOT).errors).toEqual([]);

  await page.goto('/cases');
  await expect(caseCards(page).filter({ hasText: 'Meridian fares' })).toHaveAttribute('href', '/cases/meridian-fares');
  await expect(siteNav(page).getByRole('link', { name: 'Meridian' })).toHaveAttribute('href', '/cases/meridian-fares');
  await page.goto('/cases/harbour');
  await expect(page.getByRole('link', { name: 'the Meridian case' })).toHaveAttribute('href', '/cases/meridian-fares');
  // The old address leads to the new one.
  await page.goto('/cases/meridian');
  await expect(page).toHaveURL(/\/cases\/meridian-fares$/);
});
