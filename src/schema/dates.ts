/*
 * The months' names are the archives' (./weeks.ts), the one list the site writes dates with. Imported the other way
 * round, the bundler moved the archives' week code into every page's entry script (+0.9 kB gzipped).
 */
import { MONTH_NAMES } from './weeks';

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
