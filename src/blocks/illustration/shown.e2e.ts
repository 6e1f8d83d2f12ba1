import { expect } from '@playwright/test';
import { type Shown } from '../../../tests/e2e/shown';

/** What this block shows of its section in the browser (see Shown). */
const shown: Shown<'illustration'> = async (where, s) => expect(where.getByRole('img')).toHaveAttribute('alt', s.image.alt);

export default shown;
