import { expect } from '@playwright/test';
import { plainText } from '../../behaviours/site-search';
import { type Shown } from '../../../tests/e2e/shown';

/** What this block shows of its section in the browser (see Shown). */
const shown: Shown<'page-header'> = async (where, s) => {
  await expect(where.getByRole('heading', { level: 1 })).toHaveText(s.heading);
  for (const paragraph of s.body ?? []) await expect(where).toContainText(plainText(paragraph));
};

export default shown;
