import { expect } from '@playwright/test';
import { plainText } from '../../behaviours/site-search';
import { type Shown } from '../../../tests/e2e/shown';

/** What this block shows of its section in the browser (see Shown). */
const shown: Shown<'prose'> = async (where, s) => {
  for (const paragraph of s.body) await expect(where).toContainText(plainText(paragraph));
};

export default shown;
