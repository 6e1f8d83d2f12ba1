import { expect } from '@playwright/test';
import { itemHeading, type Shown } from '../../../tests/e2e/shown';

/**
 * What this block shows of its section in the browser, besides its heading: the sweep checks it on every page of
 * the owner's site (tests/e2e/document-shown.ts).
 */
const shown: Shown<'steps'> = async (where, s) =>
  expect(where.locator(`ol > li ${itemHeading(s)}`)).toHaveText(s.items.map((item) => item.title));

export default shown;
