import { expect } from '@playwright/test';
import { itemHeading, type Shown } from '../../../tests/e2e/shown';

/** What this block shows of its section in the browser (see Shown). */
const shown: Shown<'experience'> = async (where, s) =>
  expect(where.locator(`ol > li ${itemHeading(s)}`)).toHaveText(s.items.map((item) => item.role));

export default shown;
