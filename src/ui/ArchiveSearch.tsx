import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { weekRoute, type ArchivePaging } from '../behaviours/archive-paging';
import { periodKey, weekName, type Period } from '../schema/weeks';
import { useHydrated } from '../behaviours/hydrated';
import { useWholeArchive } from '../behaviours/whole-archive';
import { SmartLink } from './SmartLink';
import classes from './ui.module.css';

/**
 * A week's own page, where its every entry is. Plain markup with its arrow drawn by CSS: a page holds one for every
 * closed week of its year, and Text's inline properties and an inline SVG each time cost an archive page its first
 * round trip.
 */
export function WeekLink({ paging, period }: { paging: ArchivePaging; period: Period }) {
  const key = periodKey(period);
  return (
    <p className={classes.weekLink}>
      <SmartLink href={weekRoute(paging, key)}>{`The week of ${weekName(key)}`}</SmartLink>
    </p>
  );
}

/** The whole archive could not be loaded: the search covers this page's week only, and says so. */
export function PartialSearch({ paging }: { paging: ArchivePaging }) {
  return (
    <Text role="status" c="var(--text-secondary)" mb="md">
      Only the week of {weekName(paging.week)} was searched: the rest of the archive did not load. Check your connection and search again.
    </Text>
  );
}

interface OtherWeekProps<T> {
  paging: ArchivePaging;
  period: Period;
  /** The week's entries drawn, from the whole archive's. */
  render: (entries: T[]) => ReactNode;
}

/**
 * A week whose entries are on a page of their own, opened in the tree: the archive's entries load (once, as a
 * search loads them) and the week draws in place. Before they arrive, and without JavaScript, its page's link.
 */
export function OtherWeek<T>({ paging, period, render }: OtherWeekProps<T>) {
  // Only once the page is live: the prerendered page holds every closed week's link, and hydration draws them all once.
  const whole = useWholeArchive<T>(paging, useHydrated());
  return (
    <>
      <WeekLink paging={paging} period={period} />
      {whole.entries && render(whole.entries)}
    </>
  );
}
