/** Weeks of a month as the archives count them: days 1–7, 8–14, 15–21, and 22 to the month's end. */
export const WEEKS_PER_MONTH = 4;

export interface Period {
  year: number;
  month: number;
  week: number;
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** ceil(day / 7), with days 29–31 kept in the fourth week. */
export function weekOfMonth(day: number): number {
  return Math.min(WEEKS_PER_MONTH, Math.ceil(day / 7));
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function weekDays(year: number, month: number, week: number): [number, number] {
  const first = (week - 1) * 7 + 1;
  return [first, week === WEEKS_PER_MONTH ? daysInMonth(year, month) : first + 6];
}

/** "Sep 22–30" */
export function weekLabel({ year, month, week }: Period): string {
  const [first, last] = weekDays(year, month, week);
  return `${MONTH_NAMES[month - 1].slice(0, 3)} ${first}–${last}`;
}

/** "2025-03-w2" → { year: 2025, month: 3, week: 2 } */
export function periodOfKey(key: string): Period {
  const [year, month, week] = key.match(/\d+/g)!.map(Number);
  return { year, month, week };
}

/** "2025-03-w2" → "March 8–14, 2025" */
export function weekName(week: string): string {
  const { year, month, week: number } = periodOfKey(week);
  const [first, last] = weekDays(year, month, number);
  return `${MONTH_NAMES[month - 1]} ${first}–${last}, ${year}`;
}

/** The period a day falls in, in the visitor's time zone. */
export const periodOfDay = (day: Date): Period => ({
  year: day.getFullYear(),
  month: day.getMonth() + 1,
  week: weekOfMonth(day.getDate()),
});

/** The period a "YYYY-MM-DD" date falls in. */
export function periodOf(date: string): Period {
  const [year, month, day] = date.split('-').map(Number);
  return { year, month, week: weekOfMonth(day) };
}

export function periodKey({ year, month, week }: Period): string {
  return `${year}-${String(month).padStart(2, '0')}-w${week}`;
}

export const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** What an archive draws: its first and last months ("YYYY-MM"), and the last week of its last month that is drawn. */
export interface MonthsShown {
  from: string;
  to: string;
  lastWeek: number;
}

/**
 * The months an archive draws: from the month its document gives, else its oldest entry's, to its newest entry's
 * week (`weeks`: the keys of the weeks with entries, "2025-03-w2"). So a story of a new week widens the range by
 * itself, a range the owner starts earlier (empty years drawn, as the spec's archive has) stays theirs, and no empty
 * week is drawn after the newest story: an end the document gives past it is the newest story's week.
 */
export function monthsShown(months: { from?: string; to?: string } | undefined, weeks: readonly string[]): MonthsShown {
  const newest = [...weeks].sort().at(-1);
  const oldest = [...weeks].sort()[0]?.slice(0, 7);
  const from = months?.from ?? oldest ?? months?.to;
  const newestMonth = newest?.slice(0, 7);
  const to = newestMonth && (!months?.to || months.to > newestMonth) ? newestMonth : (months?.to ?? from);
  const lastWeek = newest && to === newestMonth ? periodOfKey(newest).week : WEEKS_PER_MONTH;
  return { from: from!, to: to!, lastWeek };
}

/** The years and months from "YYYY-MM" to "YYYY-MM", newest first. */
export function yearsAndMonths(from: string, to: string): { year: number; months: number[] }[] {
  const [fromYear, fromMonth] = from.split('-').map(Number);
  const [toYear, toMonth] = to.split('-').map(Number);
  const years: { year: number; months: number[] }[] = [];
  for (let year = toYear; year >= fromYear; year--) {
    const last = year === toYear ? toMonth : 12;
    const first = year === fromYear ? fromMonth : 1;
    const months = [];
    for (let month = last; month >= first; month--) months.push(month);
    if (months.length) years.push({ year, months });
  }
  return years;
}

function compare(a: Period, b: Period): number {
  return a.year - b.year || a.month - b.month || a.week - b.week;
}

/** The newest period that has entries. */
export function latestPeriod(withData: Period[]): Period | undefined {
  return [...withData].sort(compare).at(-1);
}

/**
 * The period to open: today's ("current") when it has entries, otherwise the
 * newest that has; or the fixed one the document names.
 */
export function periodToOpen(open: 'current' | Period, withData: Period[], today: Date | undefined): Period | undefined {
  if (open !== 'current') return open;
  if (today) {
    const current = periodOfDay(today);
    if (withData.some((p) => compare(p, current) === 0)) return current;
  }
  return latestPeriod(withData);
}

/** What a cut summary sheds before its ellipsis: spaces and punctuation that would dangle ("gigawatts,…"). */
const DANGLING = /[\s,;:.!?\-–—([{"'“‘/&]+$/u;

/**
 * A description cut to at most `max` characters, at the end of a whole word, plus an ellipsis; or as it is when
 * short enough. A first word longer than `max` is cut where the limit falls, for there is no word end to keep.
 */
export function summarize(text: string, max = 150): string {
  if (text.length <= max) return text;
  // One character past the limit: a space there means the limit itself ends a word.
  const lastSpace = text.slice(0, max + 1).search(/\s\S*$/);
  const words = lastSpace > 0 ? text.slice(0, lastSpace).replace(DANGLING, '') : '';
  return `${words || text.slice(0, max)}…`;
}

/** A news item's shown category: its first tag, else "General". */
export function categoryOf(tags: readonly string[]): string {
  return tags[0] ?? 'General';
}
