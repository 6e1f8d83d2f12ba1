// "Import a JSON Resume" in the editor's Files panel, on the dev server's copy of the fixture site (as editor.spec.ts):
// the fixture's own /resume.json with one role changed fills the résumé page, and a file the schema refuses is
// named with its paths while nothing is written.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EDITOR_SITE_ROOT } from '../../../playwright.config';

test.describe.configure({ mode: 'serial' });

const FILES = ['pages/resume.json', 'pages/site.json'];
const onDisk = () => FILES.map((file) => readFileSync(join(EDITOR_SITE_ROOT, file), 'utf8'));
/** Puts the files back as they were before the test. */
const restore = (texts: string[]) => FILES.forEach((file, i) => writeFileSync(join(EDITOR_SITE_ROOT, file), texts[i]));

/** The Files panel, its answer shown, passes axe's WCAG rules. */
async function expectPanelAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('#site-files').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** Chooses a JSON file, made of `value`, with the Files panel's "Import a JSON Resume". */
async function importFile(page: Page, value: unknown) {
  await page.goto('/_edit');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import a JSON Resume' }).click();
  await (
    await chooser
  ).setFiles({ name: 'resume.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(value, null, 2)) });
}

test('imports the site’s own JSON Resume with one role changed, and the résumé page shows it', async ({ page, request }) => {
  test.slow(); // the import validates the whole site, then the dev server draws the page anew
  const before = onDisk();
  try {
    const exported = (await (await request.get('/resume.json')).json()) as { work: { name: string; position: string }[] };
    const role = `Head of Routing Product ${Date.now()}`;
    exported.work[0].position = role;
    await importFile(page, exported);
    const summary = page.getByRole('status').filter({ hasText: 'Imported' });
    // The first import loads the import's modules and validates the site twice: seconds on a busy machine.
    await expect(summary).toContainText(`${exported.work.length} roles`, { timeout: 30_000 });
    await expect(summary).toContainText('pages/resume.json');
    await expectPanelAccessible(page);

    await summary.getByRole('link', { name: 'Open the résumé page' }).click();
    await expect(page.frameLocator('iframe[title="Preview"]').getByText(role)).toBeVisible();
    await page.goto('/resume');
    // The role's title is its heading, with its employer as the file gave it.
    await expect(page.getByRole('heading', { name: role, level: 3 })).toBeVisible();
    await expect(page.getByRole('link', { name: exported.work[0].name })).toBeVisible();
  } finally {
    restore(before);
  }
});

test('names each place a file breaks the JSON Resume schema, and writes nothing', async ({ page }) => {
  const before = onDisk();
  try {
    await importFile(page, {
      basics: { name: 'Sam Ortiz', email: 'not an address' },
      work: [{ name: 'Harbour', startDate: 'last spring' }],
    });
    const refusal = page.getByRole('alert').filter({ hasText: 'was not imported' });
    await expect(refusal).toContainText('does not follow the JSON Resume schema');
    await expect(refusal.getByRole('listitem').filter({ hasText: /^basics\.email: / })).toBeVisible();
    await expect(refusal.getByRole('listitem').filter({ hasText: /^work\[0\]\.startDate: / })).toBeVisible();
    await expectPanelAccessible(page);
    expect(onDisk()).toEqual(before);
  } finally {
    restore(before);
  }
});
