import { closest, distance } from 'fastest-levenshtein';

/** A close known name, if the typo is small enough to be one. */
export function suggest(got: string, known: readonly string[]): string | undefined {
  if (known.length === 0) return undefined;
  const best = closest(got, known as string[]);
  return distance(got, best) <= Math.max(2, Math.floor(got.length / 3)) ? best : undefined;
}
