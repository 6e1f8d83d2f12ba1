// What every archive's "Add story" shares (each archive's trait adds its own entry, src/blocks/<type>/archive.ts):
// today's date, the next id of a week, and where an entry of a week goes in a list of dated entries. Zod-free.
import type { JsonPath } from '../schema/json';
import { periodKey, type Period } from '../schema/weeks';

/** A section as the editor holds it: mid-edit, so not yet known to validate. */
export type SectionDraft = Record<string, unknown>;

/**
 * An archive's "Add story" (a block trait, src/blocks/define.ts): the field holding its entries, which only this adds
 * to (the editor hides that list's own "+"), and the section with an entry of `date` ("2026-11-24") added, its id
 * next in its week, at the top of its week, its text blank, with the path in the section of its first field to write.
 * The section is a draft being edited, so its fields are read as they come.
 */
export interface NewEntryTrait<P> {
  field: keyof P & string;
  add(section: SectionDraft, date: string): { section: SectionDraft; first: JsonPath };
}

/** The entries a draft's field holds: none when it is not (yet) a list. */
export const entriesIn = (value: unknown): SectionDraft[] => (Array.isArray(value) ? (value as SectionDraft[]) : []);

/** Today as the archives write dates, "2026-11-24", in the owner's own time zone. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The next id of a week in the archive's pattern, "<week>-<n>" ("2026-11-w4-3"): one past the highest number among
 * the week's ids, so removing a story never hands its id to another.
 */
export function nextId(ids: unknown[], week: string): string {
  const numbers = ids.flatMap((id) => {
    const match = typeof id === 'string' ? id.match(/^(\d{4}-\d{2}-w\d)-(\d+)$/) : null;
    return match && match[1] === week ? [Number(match[2])] : [];
  });
  return `${week}-${Math.max(0, ...numbers) + 1}`;
}

/**
 * Where an entry of `period` goes in a list of dated entries: before the first of its week (the top of this week);
 * else where its date falls in the list's own order (newest first, or oldest first as an owner appends).
 */
export function placeOf<T>(entries: T[], period: Period, periodOfEntry: (entry: T) => Period | undefined): number {
  const key = periodKey(period);
  const keys = entries.map((entry) => {
    const of = periodOfEntry(entry);
    return of ? periodKey(of) : '';
  });
  const same = keys.indexOf(key);
  if (same >= 0) return same;
  const dated = keys.filter(Boolean);
  const newestFirst = dated.length > 1 && dated[0] > dated[dated.length - 1];
  const index = keys.findIndex((other) => other && (newestFirst ? other < key : other > key));
  return index >= 0 ? index : entries.length;
}
