import { expect } from '@playwright/test';
import { type Shown } from '../../../tests/e2e/shown';

/** What this block shows of its section in the browser (see Shown). */
const shown: Shown<'resource-list'> = async (where, s) => expect(where.locator('ul[data-view] > li')).toHaveCount(s.items.length);

export default shown;
