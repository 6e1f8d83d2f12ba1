import { expect } from '@playwright/test';
import { type Shown } from '../../../tests/e2e/shown';

/**
 * What this block shows of its section in the browser, besides its heading: the sweep checks it on every page of
 * the owner's site (tests/e2e/document-shown.ts).
 */
const shown: Shown<'chip-list'> = async (where, s) => expect(where.locator('li')).toHaveText(s.chips);

export default shown;
