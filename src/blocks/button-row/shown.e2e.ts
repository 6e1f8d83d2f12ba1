import { expect } from '@playwright/test';
import { type Shown } from '../../../tests/e2e/shown';

/** What this block shows of its section in the browser (see Shown). */
const shown: Shown<'button-row'> = async (where, s) => expect(where.getByRole('link')).toHaveText(s.items.map((item) => item.label));

export default shown;
