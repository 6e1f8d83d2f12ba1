import { expect } from '@playwright/test';
import { type Shown } from '../../../tests/e2e/shown';

/** What this block shows of its section in the browser (see Shown). */
const shown: Shown<'action-bar'> = async (where, s) => {
  await expect(where.getByRole('navigation', { name: s.label }).getByRole('link')).toHaveText(s.items.map((item) => item.label));
};

export default shown;
