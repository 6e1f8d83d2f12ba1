import { useMemo, type ReactNode } from 'react';
import type { ArchiveStats, Paged } from '../behaviours/archive-paging';
import type { ListView } from '../behaviours/list-state';
import { useWeeklyArchive, type ArchiveReading, type WeeklyArchiveFields } from '../behaviours/weekly-archive';
import { periodKey } from '../schema/weeks';
import { ArchivePager } from './ArchivePager';
import { OtherWeek, PartialSearch, WeekLink } from './ArchiveSearch';
import { ListControls } from './ListControls';
import { NothingFound } from './NothingFound';
import { SectionHeading } from './SectionHeading';
import { WeeklyTree } from './WeeklyTree';

/** One week as its archive draws it: its entries, and of their items those the search leaves. */
export interface ArchiveWeek<E, I> {
  entries: E[];
  items: I[];
}

interface Props<P extends WeeklyArchiveFields, E, I> extends ArchiveReading<P, E, I> {
  section: Paged<P>;
  /** What the count names: "stories", "updates". */
  noun: string;
  /** Drawn under the heading, from the whole archive's totals (a dataset's header). */
  header?: (stats: ArchiveStats) => ReactNode;
  /** A week's cards. A module's function, like `itemsOf`, so that a keystroke does not draw every week again. */
  renderWeek: (week: ArchiveWeek<E, I>, view: ListView) => ReactNode;
}

/**
 * A weekly archive: its heading, the search and chips over the whole archive, and its weeks in a tree of years and
 * months, a paged archive's other weeks leading to their pages. Each archive block supplies only its cards.
 */
export function WeeklyArchive<P extends WeeklyArchiveFields, E, I>({ section, noun, header, renderWeek, ...reading }: Props<P, E, I>) {
  const { heading, intro, searchPlaceholder, chips, emptyWeek, empty, paging } = section;
  const { archive, itemsOf } = reading;
  const { state, wholeFailed, stats, byWeek, shown, shownCount, count, openPeriod, range } = useWeeklyArchive(section, reading);
  const { filtering, view } = state;

  // The same element while only the box has changed, so a keystroke does not redraw every entry.
  const weeks = useMemo(() => {
    if (filtering && shownCount === 0) return <NothingFound title={empty.title} text={empty.text} />;
    // Another page's week, drawn from the whole archive's entries once they are loaded.
    const otherWeek = (key: string) => (all: E[]) => {
      const inWeek = all.filter((entry) => archive.week(entry) === key);
      return renderWeek({ entries: inWeek, items: inWeek.flatMap(itemsOf) }, view);
    };
    return (
      <WeeklyTree
        months={range}
        openPeriod={openPeriod}
        filtering={filtering}
        paging={filtering ? undefined : paging}
        count={(period) => shown.get(periodKey(period))?.length ?? 0}
        emptyWeek={emptyWeek}
        renderWeek={(period) => {
          const key = periodKey(period);
          if (!filtering && paging && key !== paging.week && paging.weeks[key])
            return <OtherWeek<E> paging={paging} period={period} render={otherWeek(key)} />;
          return (
            <>
              {filtering && paging && <WeekLink paging={paging} period={period} />}
              {renderWeek({ entries: byWeek.get(key) ?? [], items: shown.get(key) ?? [] }, view)}
            </>
          );
        }}
      />
    );
  }, [archive, itemsOf, renderWeek, byWeek, shown, shownCount, filtering, empty, range, openPeriod, emptyWeek, view, paging]);

  const title = <SectionHeading heading={heading} intro={intro} />;
  const controls = (
    <ListControls state={state} placeholder={searchPlaceholder} chips={chips} shown={count} total={stats.entries} noun={noun} />
  );
  const partial = wholeFailed && filtering && paging && <PartialSearch paging={paging} />;
  const pager = paging && !filtering && <ArchivePager paging={paging} />;
  // The header is one more sibling, not a wrapper round the rest, and an archive without one leaves no empty place:
  // React numbers the ids it writes into the page (the search box's) by their place among siblings.
  return header ? (
    <>
      {title}
      {header(stats)}
      {controls}
      {partial}
      {weeks}
      {pager}
    </>
  ) : (
    <>
      {title}
      {controls}
      {partial}
      {weeks}
      {pager}
    </>
  );
}
