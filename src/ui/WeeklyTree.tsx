import { useState, type ReactNode } from 'react';
import { useHydrated } from '../behaviours/hydrated';
import { MONTH_NAMES, monthKey, periodKey, weekLabel, WEEKS_PER_MONTH, yearsAndMonths, type Period } from '../behaviours/weeks';
import classes from './WeeklyTree.module.css';

interface Props {
  months: { from: string; to: string };
  /** The week open by default (with its month and year). */
  openPeriod?: Period;
  /** While searching, only periods with matches show, and they open. */
  filtering: boolean;
  count: (period: Period) => number;
  renderWeek: (period: Period) => ReactNode;
}

/**
 * Years, months and weeks as nested disclosures that open and close independently.
 * Native <details>: keyboard operable, announced as expandable, and usable before
 * (or without) JavaScript.
 */
export function WeeklyTree({ months, openPeriod, filtering, count, renderWeek }: Props) {
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
                    const weekDefault = filtering || (monthDefault && openPeriod?.week === period.week);
                    return (
                      <Disclosure
                        key={weekKey}
                        level="week"
                        open={isOpen(weekKey, weekDefault)}
                        onToggle={remember(weekKey)}
                        summary={
                          <>
                            <span>{`Week ${period.week} (${n} updates)`}</span>
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
