// The owner's editor, in `npm run dev` on a copy of the fixture site (playwright.config.ts, EDITOR_SITE_ROOT): every
// test starts from the fixture's own files, edits in the browser, and reads what reached the disk.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EDITOR_SITE_ROOT, FIXTURE_SITE_ROOT } from '../../../playwright.config';
import { loadSite } from '../../../src/content/validation/load';
import { messages } from '../../../src/schema/messages';
import { periodKey, periodOf } from '../../../src/schema/weeks';
import { expectNoAxeViolations } from '../support';

test.describe.configure({ mode: 'serial' });

const FILE = 'pages/about.json';
const onDisk = (file = FILE) => readFileSync(join(EDITOR_SITE_ROOT, file), 'utf8');
const original = (file = FILE) => readFileSync(join(FIXTURE_SITE_ROOT, file), 'utf8');
const document = (file = FILE) => JSON.parse(onDisk(file));
/** The lines of `after` that are not where they were in `before` (the editor changes lines, it never moves them). */
const changedLines = (before: string, after: string) => {
  const [a, b] = [before.split('\n'), after.split('\n')];
  return { count: b.length - a.length, lines: b.filter((line, i) => line !== a[i]) };
};

// (Each test has a browser context of its own: no unsaved work of another's in its storage.)
const SITE_FILE = 'pages/site.json';
test.beforeEach(() => {
  for (const file of [FILE, SITE_FILE]) writeFileSync(join(EDITOR_SITE_ROOT, file), original(file));
});

const preview = (page: Page) => page.frameLocator('iframe[title="Preview"]');
const section = (page: Page, name: RegExp) => page.getByRole('button', { name });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
const settingsPanel = (page: Page) => page.getByRole('button', { name: 'Page settings' });
const changedOnDisk = (page: Page) => page.getByRole('alert').filter({ hasText: 'The file changed on disk while you were editing' });
/** The page's own fields (route, title, description…) are behind "Page settings", closed at first. */
async function openSettings(page: Page) {
  await settingsPanel(page).click();
  await expect(page.locator('#root_title')).toBeVisible();
}

async function openAbout(page: Page) {
  await page.goto('/_edit/about');
  await expect(page.getByRole('heading', { name: 'Editing /about' })).toBeVisible();
  await expect(preview(page).getByRole('heading', { level: 1 })).toBeVisible();
}

test('lists every page with a link to edit it, and is accessible', async ({ page }) => {
  await page.goto('/_edit');
  const { pages } = loadSite(EDITOR_SITE_ROOT);
  for (const { document } of pages) await expect(page.getByRole('link', { name: document.route, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  // An icon of its own, served: without one the browser asks for /favicon.ico and logs a 404.
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveCount(1);
  expect((await page.request.get((await icon.getAttribute('href'))!)).status()).toBe(200);
  await page.getByRole('link', { name: '/about', exact: true }).click();
  await expect(page).toHaveURL(/\/_edit\/about$/);
});

test("asks for the page, its file and the validator's answer once each, as it starts rather than after the form's modules", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/_edit/api/') || pathname.endsWith('/PageEditor.tsx')) asked.push(pathname);
  });
  await openAbout(page);
  // The page's three, once each; the Publish link beside "All pages" asks for its own count besides.
  const page3 = ['/_edit/api/pages', '/_edit/api/document', '/_edit/api/validate'];
  expect(asked.filter((path) => page3.includes(path))).toEqual(page3);
  expect(asked.indexOf('/_edit/api/pages')).toBeLessThan(asked.findIndex((path) => path.endsWith('/PageEditor.tsx')));
});

test('shows a change in the preview at once, and saves it as the one line that changed', async ({ page }) => {
  await openAbout(page);
  await section(page, /page-header: Hi, I'm \{name\}/).click();
  const heading = page.locator('#root_sections_0_heading');
  await heading.fill('Hello, I am {name}');
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(/^Hello, I am /);
  expect(onDisk()).toBe(original());

  await page.keyboard.press('Control+S');
  await expect(page.getByText('pages/about.json · saved')).toBeVisible();
  expect(changedLines(original(), onDisk())).toEqual({ count: 0, lines: ['      "heading": "Hello, I am {name}",'] });
  expect(loadSite(EDITOR_SITE_ROOT).errors).toEqual([]);
});

test('puts the validator’s message beside a wrong field and saves nothing while it is wrong', async ({ page }) => {
  await openAbout(page);
  await openSettings(page);
  await page.locator('#root_title').fill('');
  const message = page.getByText(/Browser tab title|empty|at least/i).last();
  await expect(page.getByRole('alert').filter({ hasText: '1 error' })).toContainText('Title');
  await expect(message).toBeVisible();
  await saveButton(page).click();
  await expect(page.getByText('Not saved: the page has errors')).toBeVisible();
  expect(onDisk()).toBe(original());
});

test('adds, moves, duplicates and removes sections, and undoes', async ({ page }) => {
  test.slow(); // a dozen steps, each drawn in the form and the preview
  await openAbout(page);
  const types = () => (document().sections as { type: string }[]).map((s) => s.type);
  const before = types();

  await page.getByRole('combobox', { name: 'Add a section to the page' }).click();
  await page.getByRole('option', { name: /^prose:/ }).click();
  await page.getByRole('button', { name: 'Add section' }).click();
  const added = new RegExp(`^Section ${before.length + 1}\\. prose`);
  await expect(section(page, added)).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^Move up: ${before.length + 1}\\. prose`) }).click();
  // The moved section's panel moves with it, still open.
  await expect(section(page, new RegExp(`^Section ${before.length}\\. prose`))).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: new RegExp(`^Duplicate: ${before.length}\\. prose`) }).click();
  await section(page, /^Section 2\. /).click();
  await page.getByRole('button', { name: /^Remove section: 2\. / }).click();
  await saveButton(page).click();
  await expect(page.getByText('pages/about.json · saved')).toBeVisible();
  expect(types()).toEqual([before[0], ...before.slice(2, -1), 'prose', 'prose', before.at(-1)]);
  expect(loadSite(EDITOR_SITE_ROOT).errors).toEqual([]);

  // Undo goes back a step at a time, and the page shows it; redo comes forward again.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(section(page, new RegExp(`^Section 2\\. ${before[1]}`))).toBeVisible();
  await expect(page.getByText('pages/about.json · unsaved changes')).toBeVisible();
  await page.keyboard.press('Control+Shift+Z');
  await expect(page.getByText('pages/about.json · saved')).toBeVisible();
  await page.keyboard.press('Control+Z');
  await expect(section(page, new RegExp(`^Section 2\\. ${before[1]}`))).toBeVisible();
});

test('checks across pages as the owner types: a link to a route no page has', async ({ page }) => {
  await openAbout(page);
  await section(page, /^Section 1\. page-header/).click();
  const link = page.locator('#root_sections_0_actions_1_href');
  await link.fill('/no-such-page');
  const message = /matches no page route/;
  await expect(page.getByRole('alert').filter({ hasText: '1 error' })).toContainText(message);
  // Beside the field too.
  await expect(page.locator('.mantine-InputWrapper-root').filter({ has: link }).getByText(message)).toBeVisible();
  await saveButton(page).click();
  expect(onDisk()).toBe(original());
});

test('keeps unsaved work through a reload of the tab', async ({ page }) => {
  await openAbout(page);
  await openSettings(page);
  await page.locator('#root_title').fill('Kept · {name}');
  await expect(page.getByText('unsaved changes')).toBeVisible();
  await page.waitForTimeout(200);
  page.once('dialog', (dialog) => dialog.accept());
  await page.reload();
  await openSettings(page);
  await expect(page.locator('#root_title')).toHaveValue('Kept · {name}');
});

test('takes a change made on disk while nothing is unsaved, and offers the choice when something is', async ({ page }) => {
  await openAbout(page);
  await openSettings(page);
  writeFileSync(join(EDITOR_SITE_ROOT, FILE), original().replace('"About · {name}"', '"About me · {name}"'));
  await expect(page.locator('#root_title')).toHaveValue('About me · {name}');

  await openSettings(page);
  // On a slow machine the form takes typed keys a moment after they show: a change on disk in that moment must still
  // find them unsaved, not drop them for the file's version.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await page.locator('#root_description').fill('My own description, typed in the editor.');
  writeFileSync(join(EDITOR_SITE_ROOT, FILE), original().replace('"About · {name}"', '"About them · {name}"'));
  await expect(page.getByText('The file changed on disk while you were editing')).toBeVisible();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page.locator('#root_description')).toHaveValue('My own description, typed in the editor.');
  await page.getByRole('button', { name: 'Keep my version' }).click();
  await saveButton(page).click();
  await expect(page.getByText('pages/about.json · saved')).toBeVisible();
  expect(document().description).toBe('My own description, typed in the editor.');
});

test('offers a picker for pictures, links and icons, and a switch for a yes or no', async ({ page }) => {
  await openAbout(page);
  await openSettings(page);
  await expect(page.getByRole('switch', { name: 'About owner' })).toBeChecked();
  await section(page, /^Section 1\. page-header/).click();

  // Pictures: the files under public/assets/ the field takes.
  await page.locator('#root_sections_0_image_src').fill('/assets/port');
  await page.getByRole('option', { name: '/assets/portrait.svg' }).click();
  await expect(page.locator('#root_sections_0_image_src')).toHaveValue('/assets/portrait.svg');

  // Links: the site's routes, and free text.
  const link = page.locator('#root_sections_0_actions_1_href');
  await link.fill('/res');
  for (const route of ['/resume', '/resources']) await expect(page.getByRole('option', { name: route, exact: true })).toBeVisible();
  await page.getByRole('option', { name: '/resources', exact: true }).click();
  await expect(link).toHaveValue('/resources');

  // Icons, by name, each drawn beside it.
  const icon = page.locator('#root_sections_0_actions_0_icon');
  await expect(icon).toHaveValue('download');
  await icon.click();
  await icon.fill('rock');
  const rocket = page.getByRole('option', { name: 'rocket' });
  await expect(rocket.locator('svg')).toBeVisible();
  await rocket.click();
  await saveButton(page).click();
  await expect(page.getByText('pages/about.json · saved')).toBeVisible();
  const actions = document().sections[0].actions;
  expect([actions[0].icon, actions[1].href]).toEqual(['rocket', '/resources']);
});

test('saves a value typed in the same moment as the save: the save waits until the document it writes holds it', async ({ page }) => {
  await openAbout(page);
  await section(page, /^Section 1\. page-header/).click();
  await page.locator('#root_sections_0_actions_0_icon').click();
  await page.getByRole('option', { name: 'rocket' }).click();
  await expect(saveButton(page)).toBeEnabled();
  const link = page.locator('#root_sections_0_actions_1_href');
  await expect(link).toHaveValue('/resume');
  // The key and the click in one task, as a fast hand or a slow machine may deliver them.
  await link.evaluate((input: HTMLInputElement) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, '/resources');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    [...input.ownerDocument.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Save')!.click();
  });
  await expect(page.getByText('pages/about.json · saved')).toBeVisible();
  const actions = document().sections[0].actions;
  expect([actions[0].icon, actions[1].href]).toEqual(['rocket', '/resources']);
});

test('nests the sections of a two-column layout, each list with its own buttons', async ({ page }) => {
  await page.goto('/_edit/case-study');
  const layout = section(page, /two-column/);
  await layout.click();
  await expect(page.getByRole('combobox', { name: 'Add a section to the main' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Add a section to the side' })).toBeVisible();
  await expect(section(page, /^Section 1\. prose: Overview/)).toBeVisible();
  await section(page, /^Section 1\. prose: Overview/).click();
  await expect(page.locator('[id$="_main_0_heading"]')).toHaveValue('Overview');
  await expectNoAxeViolations(page);
});

test('draws the preview at a phone’s width or a laptop’s, light or dark, leaving the editor and the site’s tabs as they are', async ({
  page,
}) => {
  await openAbout(page);
  const frame = page.locator('iframe[title="Preview"]');
  await page.getByText('Phone', { exact: true }).click();
  await expect.poll(async () => (await frame.boundingBox())?.width).toBeCloseTo(390, 0);
  await page.getByText('Desktop', { exact: true }).click();
  // A laptop's 1280 px, scaled to the pane: the preview's own window is that wide.
  await expect
    .poll(() =>
      preview(page)
        .locator('html')
        .evaluate(() => window.innerWidth),
    )
    .toBeGreaterThanOrEqual(1270);

  await page.getByText('Dark', { exact: true }).click();
  await expect(preview(page).locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  // The preview's scheme is the preview's: the visitor's stored choice is untouched.
  expect((await page.context().cookies()).filter((cookie) => cookie.name === 'color-scheme')).toEqual([]);
});

test('refuses a request from another origin or host, and a path outside pages/', async ({ request, baseURL }) => {
  const value = document();
  const put = (headers: Record<string, string>, file = FILE) =>
    request.put('/_edit/api/document', { headers, data: { file, value, version: 'x' } });
  expect((await put({ Origin: 'https://evil.example' })).status()).toBe(403);
  expect((await put({ Origin: baseURL!, Host: 'evil.example' })).status()).toBe(403);
  expect((await put({ Origin: baseURL! }, '../package.json')).status()).toBeGreaterThanOrEqual(400);
  expect(onDisk()).toBe(original());
});

test('reloads a page of the site in the dev server when its document changes on disk', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hi, I'm /);
  writeFileSync(join(EDITOR_SITE_ROOT, FILE), original().replace(`"Hi, I'm {name}"`, `"Hello from disk, {name}"`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hello from disk, /);
});

test('starts a new page from the list, a draft from the blank template, and opens it', async ({ page }) => {
  await page.goto('/_edit');
  await page.getByText('Blank', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Route' }).fill('/talks');
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByRole('heading', { name: 'Editing /talks' })).toBeVisible();
  await expect(preview(page).getByRole('heading', { level: 1 })).toBeVisible();
  expect(document('pages/talks.json')).toMatchObject({ route: '/talks', draft: true });
  // A draft is in no menu: its entry is added once it is published.
  expect(onDisk('pages/site.json')).toBe(original('pages/site.json'));
  expect(loadSite(EDITOR_SITE_ROOT).errors).toEqual([]);

  await page.goto('/_edit');
  await page.getByRole('textbox', { name: 'Route' }).fill('/talks');
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.getByText(/already/)).toBeVisible();
});

test('asks before leaving with unsaved changes', async ({ page }) => {
  await openAbout(page);
  await openSettings(page);
  await page.locator('#root_title').fill('Unsaved · {name}');
  await expect(page.getByText('unsaved changes')).toBeVisible();
  const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))));
  await page.getByRole('link', { name: 'All pages' }).click();
  expect(await asked).toBe('beforeunload');
  await expect(page).toHaveURL(/\/_edit\/about$/);
});

test('shows every error whole, and the notice of a change on disk with both its buttons', async ({ page }) => {
  await openAbout(page);
  await openSettings(page);
  await page.locator('#root_title').fill('');
  await page.locator('#root_description').fill('');
  await section(page, /^Section 1\. page-header/).click();
  await page.locator('#root_sections_0_actions_1_href').fill('/no-such-page');
  const errors = page.getByRole('alert').filter({ hasText: /\d+ errors: the page is not saved/ });
  await expect(errors.getByRole('listitem')).toHaveCount(3);
  // The banner is as tall as what it holds; its list shows all of it, or scrolls.
  expect(await errors.evaluate((alert) => alert.scrollHeight - alert.clientHeight)).toBeLessThanOrEqual(1);
  const list = errors.getByRole('list');
  expect(
    await list.evaluate((ul) => ul.scrollHeight <= ul.clientHeight + 1 || ['auto', 'scroll'].includes(getComputedStyle(ul).overflowY)),
  ).toBe(true);
  for (const item of await errors.getByRole('listitem').all()) {
    await item.scrollIntoViewIfNeeded();
    await expect(item).toBeInViewport({ ratio: 1 });
  }

  // The notice of a change on disk, over the same long form.
  writeFileSync(join(EDITOR_SITE_ROOT, FILE), original().replace('"About · {name}"', '"About them · {name}"'));
  const notice = changedOnDisk(page);
  await expect(notice).toBeVisible();
  expect(await notice.evaluate((alert) => alert.scrollHeight - alert.clientHeight)).toBeLessThanOrEqual(1);
  for (const name of ['Keep my version', "Load the file's version"]) {
    const button = notice.getByRole('button', { name });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
  }
  await notice.getByRole('button', { name: 'Keep my version' }).click();
  await expect(notice).toBeHidden();
});

test('loads the file’s version when asked, also when the file went back to the version the editor opened', async ({ page }) => {
  const { description } = JSON.parse(original()) as { description: string };
  await openAbout(page);
  await openSettings(page);
  await page.locator('#root_description').fill('A draft typed in the editor.');
  await expect(page.getByText('pages/about.json · unsaved changes')).toBeVisible();
  // A bad hand edit, then `git checkout` of the file.
  writeFileSync(join(EDITOR_SITE_ROOT, FILE), original().replace('"About · {name}"', '"About them · {name}"'));
  await expect(changedOnDisk(page)).toBeVisible();
  writeFileSync(join(EDITOR_SITE_ROOT, FILE), original());
  await page.waitForTimeout(1000); // the watcher's news of the second change

  await page.getByRole('button', { name: "Load the file's version" }).click();
  await expect(changedOnDisk(page)).toBeHidden();
  await expect(page.getByText('pages/about.json · saved')).toBeVisible();
  await expect(page.locator('#root_description')).toHaveValue(description);
  await page.reload();
  await openSettings(page);
  await expect(page.locator('#root_description')).toHaveValue(description);
  await expect(page.getByText('pages/about.json · saved')).toBeVisible();
});

test('puts each message that names a place in the page beside it: a link, a second page header', async ({ page }) => {
  await openAbout(page);
  await section(page, /^Section 4\. card-grid/).click();
  const link = page.locator('#root_sections_3_items_0_href');
  await link.fill('/no-such-page');
  const message = /matches no page route/;
  await expect(page.getByRole('alert').filter({ hasText: '1 error' })).toContainText(message);
  await expect(page.locator('.mantine-InputWrapper-root').filter({ has: link }).getByText(message)).toBeVisible();
  await link.fill('/resume');
  await expect(page.getByRole('alert').filter({ hasText: 'error' })).toBeHidden();

  // A check of the whole page that names a section: the message is in that section's panel.
  await section(page, /^Section 1\. page-header/).click();
  await page.getByRole('button', { name: /^Duplicate: 1\. page-header/ }).click();
  const second = messages.SecondPageHeader().text;
  await expect(page.getByRole('alert').filter({ hasText: '1 error' })).toContainText(second);
  await section(page, /^Section 2\. page-header/).click();
  await expect(page.locator('[data-section^="2. page-header"]').getByText(second)).toBeVisible();
});

test('names every field in words, the page’s settings after its sections in a closed panel, each list item by a header', async ({
  page,
}) => {
  await openAbout(page);
  const sections = document().sections as unknown[];
  const settings = settingsPanel(page);
  await expect(settings).toHaveAttribute('aria-expanded', 'false');
  const last = await section(page, new RegExp(`^Section ${sections.length}\\. `)).boundingBox();
  expect((await settings.boundingBox())!.y).toBeGreaterThan(last!.y);

  await settings.click();
  await section(page, /^Section 1\. page-header/).click();
  await section(page, /^Section 2\. card-grid/).click();
  const form = page.locator('form');
  const labels = await form.locator('label:visible, legend:visible, [data-item-header] p:visible').allInnerTexts();
  expect(labels.length).toBeGreaterThan(20);
  for (const label of labels) {
    expect(label).not.toMatch(/^[a-z]+[A-Z]/);
    expect(label.replace(/\s*\*$/, '')).not.toMatch(/-\d+$/);
  }
  // Each list is named by what it holds, each item by the list's noun and its place.
  for (const name of ['Card 2', 'Button 1', 'Paragraph 2']) await expect(form.getByText(name, { exact: true })).toBeVisible();

  const header = form.locator('[data-list-item="Card 2"] [data-item-header]');
  await expect(header).toContainText('Card 2');
  for (const action of ['Move up', 'Move down', 'Duplicate', 'Remove'])
    await expect(header.getByRole('button', { name: `${action}: Card 2` })).toBeVisible();
  await header.getByRole('button', { name: 'Duplicate: Card 2' }).click();
  await saveButton(page).click();
  await expect(page.getByText('pages/about.json · saved')).toBeVisible();
  const cards = (document().sections[1] as { items: { title: string }[] }).items.map((item) => item.title);
  const before = (JSON.parse(original()).sections[1] as { items: { title: string }[] }).items.map((item) => item.title);
  expect(cards).toEqual([...before.slice(0, 2), before[1], ...before.slice(2)]);
});

test('lists "Site settings" first, and opens site.json as a form labelled in words', async ({ page }) => {
  await page.goto('/_edit');
  const links = page.getByRole('main').getByRole('table').getByRole('link');
  await expect(links.first()).toHaveText('Site settings');
  await links.first().click();
  await expect(page).toHaveURL(/\/_edit\/site$/);
  await expect(page.getByRole('heading', { name: 'Site settings', level: 1 })).toBeVisible();
  await expect(page.getByText('pages/site.json · saved')).toBeVisible();
  const form = page.locator('form');
  await expect(form.locator('#root_name')).toHaveValue(document(SITE_FILE).name);
  const labels = await form.locator('label:visible, legend:visible').allInnerTexts();
  expect(labels.length).toBeGreaterThan(10);
  for (const label of labels) expect(label).not.toMatch(/^[a-z]+[A-Z]|^(siteUrl|jobTitle|iconPools|downloadName|fileName)$/);
});

test('previews the site settings in the header, footer and share card, and saves a change as the one line that changed', async ({
  page,
}) => {
  await page.goto('/_edit/site');
  const frame = preview(page);
  const { name } = document(SITE_FILE);
  await expect(frame.getByRole('banner').getByRole('link', { name, exact: true })).toBeVisible();
  // The footer signs the page with the owner's name.
  await expect(frame.getByRole('contentinfo')).toContainText(name);
  await expect(frame.getByRole('img', { name: /^Share card: / })).toHaveAttribute('aria-label', new RegExp(name));

  await page.locator('#root_name').fill('Jordan Vega-Silva');
  await expect(frame.getByRole('banner').getByRole('link', { name: 'Jordan Vega-Silva', exact: true })).toBeVisible();
  await expect(frame.getByRole('contentinfo')).toContainText('Jordan Vega-Silva');
  await expect(frame.getByRole('img', { name: /^Share card: / })).toHaveAttribute('aria-label', /Jordan Vega-Silva/);
  const firstNav = document(SITE_FILE).nav[0].label as string;
  await page.locator('#root_nav_0_label').fill(`${firstNav} me`);
  await expect(frame.getByRole('navigation', { name: 'Main' })).toContainText(`${firstNav} me`);
  await page.locator('#root_nav_0_label').fill(firstNav);
  expect(onDisk(SITE_FILE)).toBe(original(SITE_FILE));

  await saveButton(page).click();
  await expect(page.getByText('pages/site.json · saved')).toBeVisible();
  expect(changedLines(original(SITE_FILE), onDisk(SITE_FILE))).toEqual({ count: 0, lines: ['  "name": "Jordan Vega-Silva",'] });
  expect(loadSite(EDITOR_SITE_ROOT).errors).toEqual([]);
});

test('removes a profile from the site settings, undoably: saved, the links to it leave the pages with a warning, no error', async ({
  page,
}) => {
  await page.goto('/_edit/site');
  await expect(page.getByRole('heading', { name: 'Site settings', level: 1 })).toBeVisible();
  const before = loadSite(EDITOR_SITE_ROOT);
  expect(JSON.stringify(before.pages)).toContain(document(SITE_FILE).profiles.youtube);
  await page.getByRole('button', { name: 'Remove: youtube', exact: true }).click();
  // Undo brings the profile back into the form as it was; Redo takes it out again.
  const address = page.locator('#root_profiles_youtube');
  await expect(address).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(address).toHaveValue(document(SITE_FILE).profiles.youtube);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(address).toHaveCount(0);
  await saveButton(page).click();
  await expect(page.getByText('pages/site.json · saved')).toBeVisible();
  const after = loadSite(EDITOR_SITE_ROOT);
  expect(document(SITE_FILE).profiles).not.toHaveProperty('youtube');
  expect(after.errors).toEqual([]);
  expect(after.warnings.filter((warning) => warning.name === 'RemovedProfileLink').length).toBeGreaterThan(0);
  expect(JSON.stringify(after.pages)).not.toContain(JSON.parse(original(SITE_FILE)).profiles.youtube);
});

test('removes the profile a page’s only list links to: saved, that page named in words with a link to its field, and the site valid', async ({
  page,
}) => {
  // The accessibility check of the whole settings form takes a while on a busy machine.
  test.slow();
  await page.goto('/_edit/site');
  await expect(page.getByRole('heading', { name: 'Site settings', level: 1 })).toBeVisible();
  const affected = page.getByRole('list', { name: 'Pages a removed profile changed' });
  await expect(affected).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove: blog', exact: true }).click();
  // Told before saving, in words: the article list of /notes links only to the blog.
  await expect(affected.getByRole('listitem')).toHaveText([
    'Notes: its article list is empty now that the blog profile is gone, so this section is left out of the site',
  ]);
  await expectNoAxeViolations(page);
  await saveButton(page).click();
  await expect(page.getByText('pages/site.json · saved')).toBeVisible();
  const after = loadSite(EDITOR_SITE_ROOT);
  expect(after.errors).toEqual([]);
  const notes = after.pages.find((p) => p.file === 'pages/notes.json')!.document;
  expect(notes.sections.map((section) => section.type)).not.toContain('article-grid');
  expect(JSON.stringify(after.pages)).not.toContain(JSON.parse(original(SITE_FILE)).profiles.blog);
  // The link opens that page's editor at the field.
  await affected.getByRole('link', { name: 'Notes' }).click();
  await expect(page).toHaveURL(/\/_edit\/notes\?field=sections\.2\.items$/);
  await expect(page.getByRole('heading', { name: 'Editing /notes' })).toBeVisible();
  await expect(page.locator('[id^="root_sections_2_items"]').first()).toBeVisible();
  await expect(affected.getByRole('listitem')).toHaveCount(1);
});

test('adds a profile the owner names: the name field starts empty and focused, the address at "https://", and it saves as a token pages can use', async ({
  page,
}) => {
  await page.goto('/_edit/site');
  await expect(page.getByRole('heading', { name: 'Site settings', level: 1 })).toBeVisible();
  await page.locator('#root_profiles__add').click();
  const name = page.locator('input[id^="root_profiles_newKey"][id$="-key"]');
  await expect(name).toBeFocused();
  await expect(name).toHaveValue('');
  await page.keyboard.type('github');
  await page.keyboard.press('Tab');
  const address = page.locator('#root_profiles_github');
  await expect(address).toHaveValue('https://');
  await address.fill('https://github.com/jordan-vega');
  await saveButton(page).click();
  await expect(page.getByText('pages/site.json · saved')).toBeVisible();
  expect(document(SITE_FILE).profiles.github).toBe('https://github.com/jordan-vega');
  expect(loadSite(EDITOR_SITE_ROOT).errors).toEqual([]);
});

test.describe('the weekly habit and new pages', () => {
  const NEWS = 'pages/resources/ai-news.json';
  const LISTING = 'pages/resources.json';
  const CASE = 'pages/resources/new-case.json';
  test.afterEach(() => {
    for (const file of [NEWS, LISTING]) writeFileSync(join(EDITOR_SITE_ROOT, file), original(file));
    rmSync(join(EDITOR_SITE_ROOT, CASE), { force: true });
  });

  test('"Add story" adds today’s story with its id at the top of this week: saved, it is the whole diff, and the site validates', async ({
    page,
  }) => {
    test.slow(); // a form of every story, a preview of the archive
    await page.goto('/_edit/resources/ai-news');
    await expect(page.getByRole('heading', { name: 'Editing /resources/ai-news' })).toBeVisible();
    await section(page, /news-archive/).click();
    await page.getByRole('button', { name: 'Add story' }).click();
    const today = await page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    });
    const { items } = JSON.parse(original(NEWS)).sections.find((s: { type: string }) => s.type === 'news-archive');
    const week = periodKey(periodOf(today));
    const taken = (items as { id: string }[]).filter((item) => item.id.startsWith(`${week}-`)).length;
    // This week's first story: its headline field is the one the editor takes the owner to.
    const focused = page.locator('[id^="root_sections_"][id$="_title"]:focus');
    await expect(focused).toBeVisible();
    const at = (await focused.getAttribute('id'))!.replace(/_title$/, '');
    const title = page.locator(`#${at}_title`);
    await expect(page.locator(`#${at}_id`)).toHaveValue(`${week}-${taken + 1}`);
    await expect(page.locator(`#${at}_date`)).toHaveValue(today);

    // The date picker is drawn with its own styles: a calendar of small day buttons, not a bare table.
    await page.locator(`#${at}_date`).click();
    const day = page.locator('[class*="DateInput-day"]').first();
    await expect(day).toBeVisible();
    const { height } = (await page.locator('[class*="DateInput-calendarHeaderControl"]').first().boundingBox())!;
    expect(height).toBeLessThan(48);
    expect(await day.evaluate((cell) => getComputedStyle(cell).borderRadius)).not.toBe('0px');
    await page.keyboard.press('Escape');

    await title.fill('A story of this week');
    await page.locator(`#${at}_description`).fill('What happened, in two sentences of my own.');
    await page.locator(`#${at}_source`).fill('The Wire');
    await page.locator(`#${at}_url`).fill('https://news.example/this-week');
    await expect(page.getByRole('alert').filter({ hasText: /error/ })).toBeHidden();
    await saveButton(page).click();
    await expect(page.getByText(`${NEWS} · saved`)).toBeVisible();

    // The document is the fixture's with the story first in its list (this week has no other), and only its lines
    // are new: every other line is as it was, in order.
    const story = {
      id: `${week}-${taken + 1}`,
      title: 'A story of this week',
      description: 'What happened, in two sentences of my own.',
      date: today,
      source: 'The Wire',
      url: 'https://news.example/this-week',
    };
    const expected = JSON.parse(original(NEWS));
    expected.sections.find((s: { type: string }) => s.type === 'news-archive').items.unshift(story);
    expect(document(NEWS)).toEqual(expected);
    const [before, after] = [original(NEWS).split('\n'), onDisk(NEWS).split('\n')];
    const first = after.findIndex((line, i) => line !== before[i]);
    const added = after.length - before.length;
    expect(added).toBe(Object.keys(story).length + 2);
    expect([...after.slice(0, first), ...after.slice(first + added)]).toEqual(before);
    expect(loadSite(EDITOR_SITE_ROOT).errors).toEqual([]);
  });

  test('keys typed just before "Add story" are kept: the first story\'s headline is whole when the second is added', async ({ page }) => {
    test.slow(); // a form of every story
    await page.goto('/_edit/resources/ai-news');
    await expect(page.getByRole('heading', { name: 'Editing /resources/ai-news' })).toBeVisible();
    await section(page, /news-archive/).click();
    const titles = () =>
      page.locator('input[id$="_title"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    for (const headline of ['The first story of the week', 'The second story of the week']) {
      await page.getByRole('button', { name: 'Add story' }).click();
      await expect(page.locator('[id^="root_sections_"][id$="_title"]:focus')).toHaveValue('');
      // Typed, and the next story asked for at once: the form has not taken every key yet.
      await page.keyboard.type(headline);
    }
    await expect.poll(titles).toEqual(expect.arrayContaining(['The first story of the week', 'The second story of the week']));
  });

  test('"New page" makes a case study from its template, as a draft, with its card on the listing', async ({ page }) => {
    await page.goto('/_edit');
    await page.getByText('Case study', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Route' }).fill('/resources/new-case');
    await page.getByRole('checkbox', { name: /Add a card for it on \/resources/ }).check();
    await page.getByRole('button', { name: 'Create page' }).click();
    await expect(page.getByRole('heading', { name: 'Editing /resources/new-case' })).toBeVisible();

    const made = document(CASE);
    expect(made.draft).toBe(true);
    const types = (sections: { type: string }[]) => sections.map((s) => s.type);
    expect(types(made.sections)).toEqual(['page-header', 'two-column', 'case-nav']);
    expect(made.sections[0].back).toEqual({ label: expect.stringContaining('Resources'), href: '/resources' });
    expect(made.sections[1].lead).toBe(true);
    expect(types(made.sections[1].main)).toEqual(expect.arrayContaining(['diagram', 'steps']));
    expect(made.sections[1].side.map((s: { heading: string }) => s.heading)).toEqual(['Results', 'Quick Facts']);
    expect(made.sections[2]).toEqual({ type: 'case-nav', listing: '/resources' });
    const grid = (document(LISTING).sections as { type: string; items: { href?: string }[] }[]).find((s) => s.type === 'card-grid')!;
    expect(grid.items[0].href).toBe('/resources/new-case');

    // Nothing is broken: the draft's placeholders are warnings, and its card waits for it (the build leaves both out).
    const site = loadSite(EDITOR_SITE_ROOT);
    expect(site.errors).toEqual([]);
    expect(site.warnings.filter((w) => w.file === CASE && w.name === 'PlaceholderInDraft').length).toBeGreaterThan(5);
    // The panels count them as text to write, not as errors.
    const columns = page.getByRole('button', { name: /^Section 2\. two-column/ });
    await expect(columns).toContainText(/\d+ to write/);
    await expect(columns).not.toContainText(/error/);
    await page.goto('/_edit');
    await expect(page.getByRole('row', { name: /\/resources\/new-case/ }).getByText('Draft')).toBeVisible();
  });

  test('flags placeholder text left in: beside its field in a draft, as an error once published or in a published page', async ({
    page,
  }) => {
    await page.goto('/_edit');
    await page.getByText('Blank', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Route' }).fill('/resources/new-case');
    await page.getByRole('button', { name: 'Create page' }).click();
    await expect(page.getByRole('heading', { name: 'Editing /resources/new-case' })).toBeVisible();
    await section(page, /^Section 1\. page-header/).click();
    await expect(page.getByText(messages.PlaceholderInDraft(document(CASE).sections[0].body[0]).text).first()).toBeVisible();
    await openSettings(page);
    await page.getByRole('switch', { name: /draft/i }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'error' })).toContainText('placeholder text left in');

    // "Add section" starts a fact sheet from neutral placeholders, not an airline's figures.
    await openAbout(page);
    await page.getByRole('combobox', { name: 'Add a section to the page' }).click();
    await page.getByRole('option', { name: /^fact-sheet:/ }).click();
    await page.getByRole('button', { name: 'Add section' }).click();
    const index = (JSON.parse(original()).sections as unknown[]).length;
    await expect(page.locator(`#root_sections_${index}_items_0_term`)).toHaveValue(/^\[/);
    await expect(page.getByRole('alert').filter({ hasText: 'error' })).toContainText('placeholder text left in');
    await saveButton(page).click();
    await expect(page.getByText('Not saved: the page has errors')).toBeVisible();
    expect(onDisk()).toBe(original());
  });
});
