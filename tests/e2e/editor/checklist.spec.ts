// The first-run checklist in the owner's editor, in `npm run dev` on a copy of the fixture site: every page whose
// text is still the starter's, by page, each field a link, cleared by rewriting, keeping or removing the page. The
// fixture site is not the starter, so it plays the starter here: the dev server reads a fingerprint of the fixture's
// own documents from EDITOR_STARTER_FINGERPRINT while this suite runs, and the copy it edits starts as the fixture.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EDITOR_SITE_ROOT, EDITOR_STARTER_FINGERPRINT, FIXTURE_SITE_ROOT } from '../../../playwright.config';
import { findStarterText, fingerprintJson, fingerprintOf } from '../../../src/content/editing/starter-text';
import { expectNoAxeViolations } from '../support';

test.describe.configure({ mode: 'serial' });

const FILES = ['pages/upcoming-talk.json', 'pages/cases.json'];
const onDisk = (file: string) => readFileSync(join(EDITOR_SITE_ROOT, file), 'utf8');
const original = (file: string) => readFileSync(join(FIXTURE_SITE_ROOT, file), 'utf8');
// Only a file that differs is written back: each write is an event the dev server's watcher works through, and the
// suites after this one ask it about files they have just written.
const restore = () =>
  FILES.filter((file) => onDisk(file) !== original(file)).forEach((file) => writeFileSync(join(EDITOR_SITE_ROOT, file), original(file)));
const fingerprint = fingerprintOf(FIXTURE_SITE_ROOT);

test.beforeAll(() => writeFileSync(EDITOR_STARTER_FINGERPRINT, fingerprintJson(fingerprint)));
test.beforeEach(restore);
test.afterAll(() => {
  restore();
  rmSync(EDITOR_STARTER_FINGERPRINT, { force: true });
});

const checklist = (page: Page) => page.getByRole('alert').filter({ hasText: 'Make the site yours' });
const pageItem = (page: Page, name: string) => checklist(page).getByRole('region', { name, exact: true });

test('lists the starter text left by page, each field a link, with rewrite, remove and keep', async ({ page }) => {
  const found = findStarterText(EDITOR_SITE_ROOT, fingerprint);
  const files = new Set(found.map(({ file }) => file));
  await page.goto('/_edit');
  await expect(checklist(page)).toContainText(`${files.size} pages hold the starter site's text`);

  // Identity fields count however short: the owner's name and city in the settings, and each page's description.
  const settings = pageItem(page, 'Site settings');
  await expect(settings.getByRole('link', { name: 'Site settings › Name', exact: true })).toHaveAttribute('href', '/_edit/site?field=name');
  await expect(settings.getByRole('link', { name: 'Site settings › Location', exact: true })).toBeVisible();
  await expect(settings.getByRole('link', { name: /^Remove/ })).toHaveCount(0);

  const about = pageItem(page, 'About');
  await expect(about.getByRole('link', { name: 'About › Description', exact: true })).toHaveAttribute(
    'href',
    '/_edit/about?field=description',
  );
  await expect(about.getByRole('link', { name: 'Rewrite About' })).toHaveAttribute('href', '/_edit/about');
  await expect(about.getByRole('link', { name: 'Remove About' })).toHaveAttribute('href', '/_edit/about?action=delete');
  await expect(about.getByRole('button', { name: 'Keep About as it is' })).toBeVisible();
  // A page's first fields are listed, the rest on asking.
  const aboutFields = found.filter(({ file }) => file === 'pages/about.json').length;
  expect(aboutFields).toBeGreaterThan(5);
  await expect(about.getByRole('listitem')).toHaveCount(5);
  await about.getByRole('button', { name: `Show all ${aboutFields} fields` }).click();
  await expect(about.getByRole('listitem')).toHaveCount(aboutFields);
  // A list's item is named by what it is, as the form names its list: a card by its title, a paragraph by its first
  // words; never "Item 1".
  const values = JSON.parse(original('pages/about.json')).sections[1] as { heading: string; items: { title: string }[] };
  await expect(
    about.getByRole('link', { name: `About › ${values.heading} › Card “${values.items[0].title}” › Text`, exact: true }),
  ).toBeVisible();
  await expect(about.getByRole('link', { name: /^About › .+ › Paragraph “(\S+ ){4}\S+…”$/ }).first()).toBeVisible();
  for (const name of await about.getByRole('listitem').allInnerTexts()) expect(name).not.toMatch(/\bItem \d/);
  await expectNoAxeViolations(page);
});

test('a page leaves the list once each of its starter texts is rewritten and saved', async ({ page }) => {
  test.slow(); // the editor's form and preview compiled on first visit
  const FILE = 'pages/upcoming-talk.json';
  await page.goto('/_edit');
  const talk = pageItem(page, 'Upcoming talk');
  await expect(talk.getByRole('listitem')).toHaveCount(2);
  await talk.getByRole('link', { name: 'Upcoming talk › Description', exact: true }).click();
  await expect(page.locator('#root_description')).toBeFocused();
  await page.locator('#root_description').fill('My talk on delivery windows at the spring logistics meetup.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`${FILE} · saved`)).toBeVisible();

  // The field saved leaves the list; the page's other starter text stays until it is rewritten too.
  await page.goto('/_edit');
  await expect(talk.getByRole('listitem')).toHaveCount(1);
  // Rewrite opens the page's editor.
  await talk.getByRole('link', { name: 'Rewrite Upcoming talk' }).click();
  await expect(page.getByRole('heading', { name: 'Editing /upcoming-talk' })).toBeVisible();
  await page.goto('/_edit');
  await talk.getByRole('listitem').getByRole('link').click();
  const body = page.locator('#root_sections_0_body_0');
  await expect(body).toBeFocused();
  await body.fill('Slides and notes from the spring meetup, once the talk is given.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`${FILE} · saved`)).toBeVisible();

  await page.goto('/_edit');
  await expect(pageItem(page, 'About')).toBeVisible();
  await expect(talk).toHaveCount(0);
});

test('Keep marks the page as the owner’s in its document, in one line, and it leaves the list', async ({ page }) => {
  const FILE = 'pages/cases.json';
  await page.goto('/_edit');
  const cases = pageItem(page, 'Cases fixture');
  await expect(cases).toBeVisible();
  await cases.getByRole('button', { name: 'Keep Cases fixture as it is' }).click();
  await expect(cases).toHaveCount(0);
  await expect(pageItem(page, 'About')).toBeVisible();

  const saved = onDisk(FILE);
  expect(JSON.parse(saved).starterTextKept).toBe(true);
  const [before, after] = [original(FILE).split('\n'), saved.split('\n')];
  expect(after.length - before.length).toBe(1);
  // A fresh clone agrees: the mark is in the file, so the list read anew leaves the page out.
  await page.reload();
  await expect(pageItem(page, 'About')).toBeVisible();
  await expect(cases).toHaveCount(0);
});
