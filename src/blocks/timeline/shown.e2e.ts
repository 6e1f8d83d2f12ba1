import { expect } from '@playwright/test';
import { itemHeading, type Shown } from '../../../tests/e2e/shown';

/** What this block shows of its section in the browser (see Shown). */
const shown: Shown<'timeline'> = async (where, s) =>
  expect(where.locator(`ol > li ${itemHeading(s)}`)).toHaveText(s.items.map((item) => item.title));

export default shown;
