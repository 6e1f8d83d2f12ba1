import { Anchor } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { weekRoute, type ArchivePaging } from '../behaviours/archive-paging';
import { useHydrated } from '../behaviours/hydrated';
import { MONTH_NAMES, monthKey, periodKey, weekLabel, WEEKS_PER_MONTH, yearsAndMonths, type Period } from '../behaviours/weeks';
import { SmartLink } from './SmartLink';
import classes from './WeeklyTree.module.css';

interface Props {
  months: { from: string; to: string };
  /** The week open by default (with its month and year). */
  openPeriod?: Period;
  /** While searching, only periods with matches show, and they open. */
  filtering: boolean;
  count: (period: Period) => number;
  renderWeek: (period: Period) => ReactNode;
  /** On a page of a paged archive (not while searching): the other years and weeks with entries are links to their pages. */
  paging?: ArchivePaging;
}

/** As the spec words it, "(1 updates)" included. */
const updates = (n: number) => `(${n} updates)`;

interface ElsewhereProps {
  level: 'year' | 'week';
  label: string;
  count: number;
  route: string;
  children?: ReactNode;
}

/** A year or week with a page of its own: a row like a closed one's, which leads there. */
function Elsewhere({ level, label, count, route, children }: ElsewhereProps) {
  return (
    <div className={classes.details} data-level={level}>
      {/* The site's accent: the links' default shade is too faint on a dark week's panel. */}
      <Anchor component={SmartLink} href={route} underline="never" c="var(--accent)" className={classes.summary}>
        <span>{`${label} ${updates(count)}`}</span>
        {children}
      </Anchor>
    </div>
  );
}

/**
 * Years, months and weeks as nested disclosures that open and close independently.
 * Native <details>: keyboard operable, announced as expandable, and usable before
 * (or without) JavaScript.
 */
export function WeeklyTree({ months, openPeriod, filtering, count, renderWeek, paging }: Props) {
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const isOpen = (key: string, byDefault: boolean) => toggled[key] ?? byDefault;
  const remember = (key: string) => (open: boolean) =>
    setToggled((previous) => (previous[key] === open ? previous : { ...previous, [key]: open }));

  return (
    <div className={classes.tree}>
      {yearsAndMonths(months.from, months.to).map(({ year, months: monthsOfYear }) => {
        const weeksOf = (month: number) => Array.from({ length: WEEKS_PER_MONTH }, (_, i) => ({ year, month, week: i + 1 }));
        const yearCount = monthsOfYear.reduce((sum, month) => sum + weeksOf(month).reduce((s, p) => s + count(p), 0), 0);
        if (filtering && yearCount === 0) return null;
        const yearKey = String(year);
        if (paging && yearKey !== paging.week.slice(0, 4)) {
          const other = paging.years.find((entry) => entry.year === year);
          // A year in the months shown without entries has no page: it is left out, as a search leaves it.
          return other && <Elsewhere key={yearKey} level="year" label={yearKey} count={other.count} route={other.route} />;
        }
        return (
          <Disclosure
            key={yearKey}
            level="year"
            open={isOpen(yearKey, filtering || openPeriod?.year === year)}
            onToggle={remember(yearKey)}
            summary={<span>{year}</span>}
          >
            {monthsOfYear.map((month) => {
              const weeks = weeksOf(month);
              const monthCount = weeks.reduce((sum, p) => sum + count(p), 0);
              if (filtering && monthCount === 0) return null;
              const key = monthKey(year, month);
              const monthDefault = filtering || (openPeriod?.year === year && openPeriod.month === month);
              return (
                <Disclosure
                  key={key}
                  level="month"
                  open={isOpen(key, monthDefault)}
                  onToggle={remember(key)}
                  summary={<span>{`${MONTH_NAMES[month - 1]} ${year}`}</span>}
                >
                  {weeks.map((period) => {
                    const n = count(period);
                    if (filtering && n === 0) return null;
                    const weekKey = periodKey(period);
                    const elsewhere = paging && weekKey !== paging.week ? paging.weeks[weekKey] : undefined;
                    if (paging && elsewhere)
                      return (
                        <Elsewhere
                          key={weekKey}
                          level="week"
                          label={`Week ${period.week}`}
                          count={elsewhere}
                          route={weekRoute(paging, weekKey)}
                        >
                          <span className={classes.range}>{weekLabel(period)}</span>
                        </Elsewhere>
                      );
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
                        {renderWeek(period)}
                      </Disclosure>
                    );
                  })}
                </Disclosure>
              );
            })}
          </Disclosure>
        );
      })}
    </div>
  );
}

interface DisclosureProps {
  level: 'year' | 'month' | 'week' | 'detail';
  open: boolean;
  onToggle: (open: boolean) => void;
  summary: ReactNode;
  children: ReactNode;
}

export function Disclosure({ level, open, onToggle, summary, children }: DisclosureProps) {
  // The prerendered page holds every entry (readable without JavaScript); once the page is live,
  // a closed disclosure drops its content, so searching re-renders only what is open.
  const live = useHydrated();
  return (
    <details
      className={classes.details}
      data-level={level}
      open={open}
      // The event also fires when React applies a new `open`; only a visitor's toggle differs from it.
      onToggle={(event) => event.currentTarget.open !== open && onToggle(event.currentTarget.open)}
    >
      <summary className={classes.summary}>{summary}</summary>
      <div className={classes.body}>{open || !live ? children : null}</div>
    </details>
  );
}
