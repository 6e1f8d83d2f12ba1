// Removing a section is a step of the editor's history like any other edit: Undo brings it back whole, Redo removes
// it again, and Save writes what is on screen. Runs in `npm run dev` on the copy of the fixture site.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EDITOR_SITE_ROOT, FIXTURE_SITE_ROOT } from '../../../playwright.config';
import { loadSite } from '../../../src/content/validation/load';

const FILE = 'pages/about.json';
const onDisk = () => readFileSync(join(EDITOR_SITE_ROOT, FILE), 'utf8');
const original = () => readFileSync(join(FIXTURE_SITE_ROOT, FILE), 'utf8');
const restore = () => writeFileSync(join(EDITOR_SITE_ROOT, FILE), original());
test.beforeEach(restore);
test.afterEach(restore);

const preview = (page: Page) => page.frameLocator('iframe[title="Preview"]');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const panel = (page: Page, name: RegExp) => page.getByRole('button', { name });

test('removing a section is one undoable step: Undo brings it back as it was, Redo removes it again, Save writes that', async ({
  page,
}) => {
  const sections = (JSON.parse(original()) as { sections: { type: string; heading?: string }[] }).sections;
  const [removed, next] = [sections[2], sections[3]];
  const removedPanel = new RegExp(`^Section 3\\. ${removed.type}: ${removed.heading}`);
  const nextPanel = new RegExp(`^Section 3\\. ${next.type}: ${next.heading}`);

  await page.goto('/_edit/about');
  await expect(page.getByRole('heading', { name: 'Editing /about' })).toBeVisible();
  await expect(preview(page).getByRole('heading', { name: removed.heading })).toBeVisible();

  // A word typed into the section just before it goes: the removal is a step of its own after the typing's.
  await panel(page, removedPanel).click();
  const heading = page.locator('#root_sections_2_heading');
  await heading.fill(`${removed.heading} so far`);
  await page.getByRole('button', { name: `Remove section: 3. ${removed.type}: ${removed.heading} so far` }).click();
  await expect(panel(page, nextPanel)).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`${removed.type}: ${removed.heading}`) })).toHaveCount(0);
  await expect(preview(page).getByRole('heading', { name: `${removed.heading} so far` })).toHaveCount(0);
  // The next section takes the removed one's place, not its open panel, nor any value its fields showed.
  await expect(panel(page, nextPanel)).toHaveAttribute('aria-expanded', 'false');
  await panel(page, nextPanel).click();
  await expect(heading).toHaveValue(next.heading ?? '');
  await panel(page, nextPanel).click();
  await expect(page.getByText(`${FILE} · unsaved changes`)).toBeVisible();

  // Undo: the section is back where it was, with the word typed into it, in the form and in the preview.
  await button(page, 'Undo').click();
  await expect(panel(page, new RegExp(`^Section 3\\. ${removed.type}: ${removed.heading} so far`))).toBeVisible();
  await expect(panel(page, new RegExp(`^Section 4\\. ${next.type}: ${next.heading}`))).toBeVisible();
  await expect(preview(page).getByRole('heading', { name: `${removed.heading} so far` })).toBeVisible();
  // A second Undo takes back the typing, and the page is as on disk.
  await button(page, 'Undo').click();
  await expect(panel(page, removedPanel)).toBeVisible();
  await expect(page.getByText(`${FILE} · saved`)).toBeVisible();

  // Redo twice: the word, then the removal; nothing further to redo.
  await button(page, 'Redo').click();
  await expect(panel(page, new RegExp(`^Section 3\\. ${removed.type}: ${removed.heading} so far`))).toBeVisible();
  await button(page, 'Redo').click();
  await expect(panel(page, nextPanel)).toBeVisible();
  await expect(button(page, 'Redo')).toBeDisabled();
  await expect(preview(page).getByRole('heading', { name: `${removed.heading} so far` })).toHaveCount(0);
  expect(onDisk()).toBe(original());

  await button(page, 'Save').click();
  await expect(page.getByText(`${FILE} · saved`)).toBeVisible();
  const saved = JSON.parse(onDisk()) as { sections: unknown[] };
  expect(saved.sections).toEqual(sections.filter((section) => section !== removed));
  expect(loadSite(EDITOR_SITE_ROOT).errors).toEqual([]);
});
