import { expect } from '@playwright/test';
import { type Shown } from '../../../tests/e2e/shown';

/**
 * What this block shows of its section in the browser, besides its heading: the sweep checks it on every page of
 * the owner's site (tests/e2e/document-shown.ts).
 */
const shown: Shown<'screens'> = async (where, s) => {
  await expect(where.getByRole('img', { name: s.alt, exact: true })).toBeVisible();
  if (s.caption) await expect(where.locator('figcaption')).toContainText(s.caption);
  await expect(where.locator('figcaption li')).toHaveText(s.notes ?? []);
};

export default shown;
