// The owner's first hour in the editor, on the dev server's copy of the fixture site (as editor.spec.ts): the résumé and
// a picture replaced from the browser, and the checklist of what still holds the starter site's owner.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { EDITOR_SITE_ROOT, FIXTURE_SITE_ROOT } from '../../../playwright.config';

test.describe.configure({ mode: 'serial' });

const onDisk = (file: string) => readFileSync(join(EDITOR_SITE_ROOT, file));
const original = (file: string) => readFileSync(join(FIXTURE_SITE_ROOT, file), 'utf8');
const preview = (page: Page) => page.frameLocator('iframe[title="Preview"]');

/** Chooses `file` in the file picker `button` opens. */
async function choose(page: Page, button: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

/** A picture drawn now: `width` × `height`, one colour. */
const picture = (width: number, height: number, format: 'png' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();

/** A one-page PDF, as small as a PDF is. */
const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
      `% made by the test at ${Date.now()}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

test('replaces the résumé PDF under its own name, which site.json then names, and refuses a PNG named .pdf', async ({ page, request }) => {
  test.slow(); // two uploads, each answered by the dev server
  const fileName = 'My-resume.pdf';
  const file = `public/assets/resume/${fileName}`;
  try {
    await page.goto('/_edit');
    const files = page.getByRole('region', { name: 'Files' });
    // The panel has listed the résumé it serves, so the button is ready.
    await expect(files.getByRole('link', { name: /^\/assets\/resume\// })).toBeVisible();
    const bytes = pdf();
    const replace = page.getByRole('button', { name: 'Replace the résumé PDF' });
    await choose(page, replace, { name: 'My résumé.pdf', mimeType: 'application/pdf', buffer: bytes });
    await expect(page.getByRole('status').filter({ hasText: `public/assets/resume/${fileName}` })).toBeVisible();
    expect(onDisk(file).equals(bytes)).toBe(true);
    expect(JSON.parse(onDisk('pages/site.json').toString('utf8')).resume.fileName).toBe(fileName);
    // The Files panel names the file now served, without a reload.
    await expect(files.getByRole('link', { name: `/assets/resume/${fileName}`, exact: true })).toBeVisible();
    // The dev server serves it at the address {resume} links to, once its watcher has seen the new file (Vite
    // serves public/ from the list of files the watcher keeps, which a busy machine updates a moment later).
    await expect.poll(async () => (await (await request.get(`/assets/resume/${fileName}`)).body()).equals(bytes)).toBe(true);

    const png = await picture(40, 40, 'png');
    await choose(page, replace, { name: 'resume.pdf', mimeType: 'application/pdf', buffer: png });
    await expect(page.getByRole('alert').filter({ hasText: 'not a PDF' })).toContainText('PNG');
    expect(onDisk(file).equals(bytes)).toBe(true);
  } finally {
    writeFileSync(join(EDITOR_SITE_ROOT, 'pages/site.json'), original('pages/site.json'));
    rmSync(join(EDITOR_SITE_ROOT, file), { force: true });
  }
});

test('shows the owner’s portrait among the files, with a link to the field of its page that replaces it', async ({ page }) => {
  const about = JSON.parse(original('pages/about.json'));
  const header = about.sections.findIndex((section: { type: string }) => section.type === 'page-header');
  const { src, alt } = about.sections[header].image;
  await page.goto('/_edit');
  const files = page.getByRole('region', { name: 'Files' });
  const portrait = files.getByRole('img', { name: alt });
  await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(files.getByRole('link', { name: src, exact: true })).toBeVisible();
  await files.getByRole('link', { name: 'Replace the portrait on /about' }).click();
  await expect(page).toHaveURL(new RegExp(`/_edit/about\\?field=sections\\.${header}\\.image\\.src$`));
  await expect(page.locator(`#root_sections_${header}_image_src`)).toBeFocused();
});

test('replaces a picture: its stale size goes, the preview shows it before any save, its description is asked for', async ({ page }) => {
  test.slow(); // an upload, a photo's files made, two rounds of validation
  // A page editor.spec.ts leaves alone: the two suites share the dev server's copy of the site.
  const FILE = 'pages/home.json';
  writeFileSync(join(EDITOR_SITE_ROOT, FILE), original(FILE));
  await page.goto('/_edit/home');
  await expect(preview(page).getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^Section 2\. carousel/ }).click();
  const image = 'root_sections_1_slides_0_image';
  const width = page.locator(`#${image}_width`);
  await expect(width).not.toHaveValue('');

  // A landscape photo over the portrait drawing's 480 × 560.
  const name = `photo-${Date.now()}.jpg`;
  const upload = page
    .locator('.mantine-Stack-root')
    .filter({ has: page.locator(`#${image}_src`) })
    .getByRole('button', { name: /^Upload/ });
  await choose(page, upload.first(), { name, mimeType: 'image/jpeg', buffer: await picture(800, 500, 'jpeg') });
  const src = page.locator(`#${image}_src`);
  await expect(src).toHaveValue(new RegExp(`/${name}$`));
  const address = await src.inputValue();
  await expect(width).toHaveValue('');
  await expect(page.locator(`#${image}_height`)).toHaveValue('');
  const alt = page.locator(`#${image}_alt`);
  await expect(alt).toBeFocused();
  const reminder = page.getByRole('status').filter({ hasText: 'New picture: describe it' });
  await expect(reminder).toBeVisible();
  // The old picture's description is selected: what the owner types replaces it, however fast (a queue of keys once
  // overran React's limit of updates in one commit and blanked the editor).
  const description = 'A landscape photo of the new check-in screen on a phone, typed in one go by a fast typist';
  await page.keyboard.type(description);
  await expect(alt).toHaveValue(description);
  // Described: the reminder has done its work.
  await expect(reminder).toHaveCount(0);

  // Its thumbnail under the field, and the picture itself in the preview, its files made for the unsaved page.
  const thumbnail = page.locator(`img[data-thumbnail="${address}"]`);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
  const stem = name.replace(/\.jpg$/, '');
  const shown = preview(page).locator(`img[src*="${stem}"], img[srcset*="${stem}"]`).first();
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await expect(page.getByText(`${FILE} · unsaved changes`)).toBeVisible();
  expect(onDisk(FILE).toString('utf8')).toBe(original(FILE));
});

test('lists what still holds the starter site’s owner, each a link to its field, and is gone when none is left', async ({ page }) => {
  test.slow(); // three page loads and a save
  const FILE = 'pages/notes.json';
  writeFileSync(join(EDITOR_SITE_ROOT, FILE), original(FILE).replace(`"Jordan Vega's notes"`, `"Alex Rao's notes"`));
  await page.goto('/_edit');
  const checklist = page.getByRole('alert').filter({ hasText: 'Make the site yours' });
  const item = checklist.getByRole('listitem').filter({ hasText: "Alex Rao's notes" });
  await expect(item).toBeVisible();
  await item.getByRole('link', { name: '/notes › Feed › Title' }).click();

  const field = page.locator('#root_feed_title');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("Alex Rao's notes");
  await field.fill("Jordan Vega's notes");
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('pages/notes.json · saved')).toBeVisible();
  expect(onDisk(FILE).toString('utf8')).toBe(original(FILE));

  const asked = page.waitForResponse((response) => response.url().endsWith('/_edit/api/placeholders'));
  await page.goto('/_edit');
  expect(await (await asked).json()).toEqual({ placeholders: [], starterPages: [] });
  await expect(page.getByRole('link', { name: '/notes', exact: true })).toBeVisible();
  await expect(checklist).toBeHidden();
});
