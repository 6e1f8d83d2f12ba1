import { expect } from '@playwright/test';
import { type Shown } from '../../../tests/e2e/shown';
import type { Paged } from '../../behaviours/archive-paging';
import { monthsShown, periodKey, periodOf, yearsAndMonths } from '../../schema/weeks';

/**
 * What this block shows of its section in the browser (see Shown).
 * A paged archive's page holds one week's entries and counts the whole archive (src/content/derivation/archive-pages.ts).
 */
const shown: Shown<'news-archive'> = async (where, s) => {
  const { paging } = s as Paged<typeof s>;
  await expect(where.locator('dl dd').nth(1)).toHaveText(String(paging?.stats.entries ?? s.items.length));
  await expect(where.locator('details[data-level="week"] li')).toHaveCount(s.items.length);
  // The archive's own route draws every year of its months, stories or not (the spec's tree).
  const range = monthsShown(s.months, paging ? Object.keys(paging.weeks) : s.items.map((item) => periodKey(periodOf(item.date))));
  if (!paging || paging.week === paging.home)
    await expect(where.locator('details[data-level="year"] > summary')).toHaveText(
      yearsAndMonths(range.from, range.to).map(({ year }) => String(year)),
    );
};

export default shown;
