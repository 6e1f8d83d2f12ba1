import { expect } from '@playwright/test';
import { type Shown } from '../../../tests/e2e/shown';

/** What this block shows of its section in the browser (see Shown). */
const shown: Shown<'chip-list'> = async (where, s) => expect(where.locator('li')).toHaveText(s.chips);

export default shown;
