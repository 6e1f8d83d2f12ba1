import { expect, test } from '@playwright/test';
import { chromiumLaunchOptions } from '../browser';
import { expectCopyFailure, waitForHydration } from './support';

// A host name other than localhost makes the page an insecure context, where browsers offer no clipboard API.
const defaults = chromiumLaunchOptions();
test.use({ launchOptions: { ...defaults, args: [...defaults.args, '--host-resolver-rules=MAP insecure.test 127.0.0.1'] } });

test('prompts served over plain HTTP explain that copying is unavailable with a red toast', async ({ page, baseURL }) => {
  await page.goto(`${baseURL!.replace('localhost', 'insecure.test')}/resources/prompts`);
  await waitForHydration(page);
  expect(await page.evaluate(() => typeof navigator.clipboard)).toBe('undefined');
  await expectCopyFailure(page);
});
