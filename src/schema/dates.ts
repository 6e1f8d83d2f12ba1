/** The months' names, January first: the one list the site's dates are written with. */
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

/** "Jan" … "Dec". */
export const SHORT_MONTH_NAMES = MONTH_NAMES.map((name) => name.slice(0, 3));

/**
 * "2025-12-09" as "9 Dec 2025", or "9 December 2025" when `long`: read from the text, not a Date, so no time zone can
 * move the day, and the server's HTML and the browser's draw agree.
 */
export function dayLabel(iso: string, { long = false } = {}): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${(long ? MONTH_NAMES : SHORT_MONTH_NAMES)[month - 1]} ${year}`;
}
