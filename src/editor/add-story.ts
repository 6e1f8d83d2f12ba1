// "Add story" on an archive's panel: this week's story, dated today, with its id in the archive's pattern, placed at
// the top of this week, so a save after its text is written is a diff of exactly that story.
import { periodKey, periodOf, type Period } from '../schema/weeks';
import type { JsonPath } from './api';

type Json = Record<string, unknown>;

/** The archive blocks the button is offered on, and the list their entries are in. */
export const STORY_LISTS: Record<string, string> = { 'news-archive': 'items', 'robotics-archive': 'weeks' };

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
function placeOf<T>(entries: T[], period: Period, periodOfEntry: (entry: T) => Period | undefined): number {
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

const story = (id: string, date: string) => ({ id, title: '', description: '', date, source: '', url: '' });
const update = (id: string) => ({ id, title: '', summary: '', source: '', category: '', link: '', tag: '' });

/** The section with today's story added, and where its first field to write (its headline) is. */
export function withStory(section: Json, date = today()): { section: Json; title: JsonPath } | undefined {
  const period = periodOf(date);
  const week = periodKey(period);
  if (section.type === 'news-archive') {
    const items = Array.isArray(section.items) ? (section.items as Json[]) : [];
    const id = nextId(
      items.map((item) => item.id),
      week,
    );
    const at = placeOf(items, period, (item) => (typeof item.date === 'string' ? periodOf(item.date) : undefined));
    return { section: { ...section, items: items.toSpliced(at, 0, story(id, date)) }, title: ['items', at, 'title'] };
  }
  if (section.type === 'robotics-archive') {
    const weeks = Array.isArray(section.weeks) ? (section.weeks as Json[]) : [];
    const asPeriod = (entry: Json) => (typeof entry.year === 'number' ? (entry as unknown as Period) : undefined);
    const updates = (entry: Json) => (Array.isArray(entry.updates) ? (entry.updates as Json[]) : []);
    const id = nextId(
      weeks.flatMap((entry) => updates(entry).map((u) => u.id)),
      week,
    );
    const at = placeOf(weeks, period, asPeriod);
    const existing = weeks[at] && asPeriod(weeks[at]) && periodKey(asPeriod(weeks[at])!) === week ? weeks[at] : undefined;
    const entry = existing
      ? { ...existing, updates: [update(id), ...updates(existing)] }
      : {
          ...period,
          updates: [update(id)],
          spotlight: { title: '', desc: '', innovation: '' },
          impressive: { title: '', desc: '', impact: '' },
        };
    const next = existing ? weeks.with(at, entry) : weeks.toSpliced(at, 0, entry);
    return { section: { ...section, weeks: next }, title: ['weeks', at, 'updates', 0, 'title'] };
  }
  return undefined;
}
