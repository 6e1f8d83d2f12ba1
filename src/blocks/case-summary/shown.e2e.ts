import { expect } from '@playwright/test';
import { type Shown } from '../../../tests/e2e/shown';

/** What this block shows of its section in the browser (see Shown). */
const shown: Shown<'case-summary'> = async (where, s) => {
  const terms = ['Role', 'Team', 'Timeline', ...s.results.map((result) => result.label)];
  await expect(where.locator('dt')).toHaveText(terms);
  await expect(where.locator('dd')).toHaveText([s.role, s.team, s.timeline, ...s.results.map((result) => result.value)]);
};

export default shown;
