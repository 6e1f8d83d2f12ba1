import { Anchor } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { weekRoute, type ArchivePaging } from '../behaviours/archive-paging';
import { useHydrated } from '../behaviours/hydrated';
import type { Tone } from '../schema/tones';
import { MONTH_NAMES, monthKey, periodKey, weekLabel, WEEKS_PER_MONTH, yearsAndMonths, type Period } from '../schema/weeks';
import { SmartLink } from './SmartLink';
import classes from './WeeklyTree.module.css';

interface Props {
  /** The first and last months, and the last month's last week drawn (all four when not given). */
  months: { from: string; to: string; lastWeek?: number };
  /** The week open by default (with its month and year). */
  openPeriod?: Period;
  /** While searching, only periods with matches show, and they open. */
  filtering: boolean;
  /** The entries of a week on this page (or, while searching, that match). */
  count: (period: Period) => number;
  /** A week's content: its entries, or for a week on a page of its own, what leads there. */
  renderWeek: (period: Period) => ReactNode;
  /** Shown in a week without entries, e.g. "No news available for this week". */
  emptyWeek: string;
  /** On a page of a paged archive (not while searching): what the tree knows of the weeks on other pages. */
  paging?: ArchivePaging;
}

/** "(1 update)", "(3 updates)". */
const updates = (n: number) => `(${n} ${n === 1 ? 'update' : 'updates'})`;

/**
 * Years, months and weeks as nested disclosures that open and close independently, every month of the
 * archive's range with its four weeks, whether or not they hold entries. Native <details>: keyboard operable,
 * announced as expandable, and usable before (or without) JavaScript.
 *
 * On a paged archive's page, the weeks of another month, and another year's months, are drawn once the page is
 * live; the prerendered page holds, for a closed month or year with entries, a link to its newest week's page
 * instead (a year of weeks, or a year's months of weeks, would cost the page its first round trip). A year without
 * entries is drawn whole on the archive's route, and left out of a week's page.
 */
export function WeeklyTree({ months, openPeriod, filtering, count, renderWeek, emptyWeek, paging }: Props) {
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const live = useHydrated();
  const isOpen = (key: string, byDefault: boolean) => toggled[key] ?? byDefault;
  const remember = (key: string) => (open: boolean) =>
    setToggled((previous) => (previous[key] === open ? previous : { ...previous, [key]: open }));
  /** A week's count: on this page from its entries, elsewhere from the paging. */
  const countOf = (period: Period) => {
    const key = periodKey(period);
    return paging && key !== paging.week ? (paging.weeks[key] ?? 0) : count(period);
  };

  return (
    <div className={classes.tree}>
      {yearsAndMonths(months.from, months.to).map(({ year, months: monthsOfYear }) => {
        // The last month ends with its newest story's week: no empty weeks after it.
        const weeksIn = (month: number) => (monthKey(year, month) === months.to ? (months.lastWeek ?? WEEKS_PER_MONTH) : WEEKS_PER_MONTH);
        const weeksOf = (month: number) => Array.from({ length: weeksIn(month) }, (_, i) => ({ year, month, week: i + 1 }));
        const yearCount = monthsOfYear.reduce((sum, month) => sum + weeksOf(month).reduce((s, p) => s + countOf(p), 0), 0);
        if (filtering && yearCount === 0) return null;
        const yearKey = String(year);
        const otherYear = paging && yearKey !== paging.week.slice(0, 4);
        const pageOfYear = otherYear ? paging.years.find((entry) => entry.year === year) : undefined;
        // A week's own page leaves out the years without entries: the archive's route draws them (the spec's tree).
        if (otherYear && !pageOfYear && paging.week !== paging.home) return null;

        const monthRows = monthsOfYear.map((month) => {
          const weeks = weeksOf(month);
          const monthCount = weeks.reduce((sum, p) => sum + countOf(p), 0);
          if (filtering && monthCount === 0) return null;
          const key = monthKey(year, month);
          const monthDefault = filtering || (openPeriod?.year === year && openPeriod.month === month);
          const newestWeek = weeks.findLast((p) => countOf(p) > 0);
          const pageOfMonth = paging && !live && !monthDefault && newestWeek ? weekRoute(paging, periodKey(newestWeek)) : undefined;
          const label = `${MONTH_NAMES[month - 1]} ${year}`;
          return (
            <Disclosure key={key} level="month" open={isOpen(key, monthDefault)} onToggle={remember(key)} summary={<span>{label}</span>}>
              {pageOfMonth ? (
                <PeriodLink href={pageOfMonth}>{`${label} ${updates(monthCount)}`}</PeriodLink>
              ) : (
                weeks.map((period) => {
                  const n = countOf(period);
                  if (filtering && n === 0) return null;
                  const weekKey = periodKey(period);
                  const weekDefault = filtering || (monthDefault && openPeriod?.week === period.week);
                  return (
                    <Disclosure
                      key={weekKey}
                      level="week"
                      open={isOpen(weekKey, weekDefault)}
                      onToggle={remember(weekKey)}
                      summary={
                        <>
                          <span>{`Week ${period.week} ${updates(n)}`}</span>
                          <span className={classes.range}>{weekLabel(period)}</span>
                        </>
                      }
                    >
                      {n === 0 ? <p className={classes.empty}>{emptyWeek}</p> : renderWeek(period)}
                    </Disclosure>
                  );
                })
              )}
            </Disclosure>
          );
        });

        return (
          <Disclosure
            key={yearKey}
            level="year"
            open={isOpen(yearKey, filtering || openPeriod?.year === year)}
            onToggle={remember(yearKey)}
            summary={<span>{year}</span>}
          >
            {pageOfYear && !live ? <PeriodLink href={pageOfYear.route}>{`${year} ${updates(pageOfYear.count)}`}</PeriodLink> : monthRows}
          </Disclosure>
        );
      })}
    </div>
  );
}

/** A closed period's stand-in on a prerendered page: a link to the page of its newest week. */
function PeriodLink({ href, children }: { href: string; children: string }) {
  // The site's accent: the links' default shade is too faint on a period's panel in dark mode.
  return (
    <Anchor component={SmartLink} href={href} c="var(--accent)" fw={600}>
      {children}
    </Anchor>
  );
}

interface DisclosureProps {
  level: 'year' | 'month' | 'week' | 'detail';
  open: boolean;
  onToggle: (open: boolean) => void;
  summary: ReactNode;
  children: ReactNode;
  /** A pastel panel (a week's highlight), painted as every toned card is (global.css). */
  tone?: Tone;
}

export function Disclosure({ level, open, onToggle, summary, children, tone }: DisclosureProps) {
  // The prerendered page holds every entry (readable without JavaScript); once the page is live,
  // a closed disclosure drops its content, so searching re-renders only what is open.
  const live = useHydrated();
  return (
    <details
      className={classes.details}
      data-level={level}
      data-tone={tone}
      open={open}
      // The event also fires when React applies a new `open`; only a visitor's toggle differs from it.
      onToggle={(event) => event.currentTarget.open !== open && onToggle(event.currentTarget.open)}
    >
      <summary className={classes.summary}>{summary}</summary>
      <div className={classes.body}>{open || !live ? children : null}</div>
    </details>
  );
}
