import { expect } from '@playwright/test';
import { drawn, type Shown } from '../../../tests/e2e/shown';

/** What this block shows of its section in the browser (see Shown). */
const shown: Shown<'fact-sheet'> = async (where, s) => {
  await expect(where.locator('dt')).toHaveText(drawn(s.items).map((item) => item.term));
  await expect(where.locator('dd')).toHaveText(drawn(s.items).map((item) => item.value));
  // The note, when there is one, after the list.
  await expect(where.locator('dl ~ p')).toHaveText(s.note ? [s.note] : []);
};

export default shown;
