import { expect } from '@playwright/test';
import { type Shown } from '../../../tests/e2e/shown';

/** What this block shows of its section in the browser (see Shown). */
const shown: Shown<'accordion'> = async (where, s) => expect(where.locator('summary')).toHaveText(s.items.map((item) => item.title));

export default shown;
