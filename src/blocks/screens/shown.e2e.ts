import { expect } from '@playwright/test';
import { type Shown } from '../../../tests/e2e/shown';

/** What this block shows of its section in the browser (see Shown). */
const shown: Shown<'screens'> = async (where, s) => {
  await expect(where.getByRole('img', { name: s.alt, exact: true })).toBeVisible();
  if (s.caption) await expect(where.locator('figcaption')).toContainText(s.caption);
  await expect(where.locator('figcaption li')).toHaveText(s.notes ?? []);
};

export default shown;
