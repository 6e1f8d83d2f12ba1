import { expect } from '@playwright/test';
import { type Shown } from '../../../tests/e2e/shown';
import type { Paged } from '../../behaviours/archive-paging';
import { monthsShown, periodKey, yearsAndMonths } from '../../schema/weeks';

/** What this block shows of its section in the browser (see Shown). */
const shown: Shown<'robotics-archive'> = async (where, s) => {
  const { paging } = s as Paged<typeof s>;
  const range = monthsShown(s.months, paging ? Object.keys(paging.weeks) : s.weeks.map(periodKey));
  const years = yearsAndMonths(range.from, range.to).filter((y) => !paging || String(y.year) === paging.week.slice(0, 4));
  await expect(where.locator('details[data-level="month"]')).toHaveCount(years.flatMap((y) => y.months).length);
  await expect(where.locator('details[data-level="week"] li')).toHaveCount(s.weeks.flatMap((w) => w.updates).length);
};

export default shown;
