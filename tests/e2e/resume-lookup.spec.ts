import { expect, test } from '@playwright/test';
import { REMOTE_SITE_PORT, STORAGE_PORT } from '../../playwright.config';
import { resumeDownloadName, resumeFileName } from '../../src/schema/resume-names';
import { fixtureSite, recordCspViolations, waitForHydration, watchConsole } from './support';

// These share one storage server whose answer they switch, so they run one at a time.
test.describe.configure({ mode: 'serial' });

const storage = `http://127.0.0.1:${STORAGE_PORT}`;
const fileName = resumeFileName(fixtureSite.settings);
const downloadName = resumeDownloadName(fixtureSite.settings);
const local = `/assets/resume/${fileName}`;

for (const [mode, expected, logged] of [
  ['found', `${storage}/storage/v1/object/public/resume/${fileName}?download=${downloadName}`, false],
  ['missing', local, false],
  ['error', local, true],
  ['malformed', local, true],
  ['hang', local, true],
] as const) {
  test(`storage answering "${mode}" gives the ${expected === local ? 'local' : 'bucket'} PDF`, async ({ page, request }) => {
    test.setTimeout(20_000);
    await request.post(`${storage}/__mode/${mode}`);
    const problems = watchConsole(page);
    // The remote build's policy lets scripts reach the storage origin, and only that.
    const violations = await recordCspViolations(page);
    await page.goto(`http://localhost:${REMOTE_SITE_PORT}/about`);
    await waitForHydration(page);
    const download = page.getByRole('link', { name: 'Download My Resume' }).first();
    await expect.poll(async () => (await (await request.get(`${storage}/__requests`)).json()).length).toBe(1);
    if (logged) await expect.poll(() => problems, { timeout: 8000 }).toContainEqual(expect.stringContaining('Error checking resume'));
    else await page.waitForTimeout(300);
    await expect(download).toHaveAttribute('href', expected);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await violations()).toEqual([]);
  });
}
