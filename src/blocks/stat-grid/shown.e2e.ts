import { expect } from '@playwright/test';
import { drawn, type Shown } from '../../../tests/e2e/shown';

/** What this block shows of its section in the browser (see Shown). */
const shown: Shown<'stat-grid'> = async (where, s) => {
  for (const item of drawn(s.items)) await expect(where).toContainText(item.label);
  await expect(where.locator('ul > li')).toHaveCount(s.items.length);
};

export default shown;
