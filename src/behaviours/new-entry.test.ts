import { describe, expect, it } from 'vitest';
import { periodOf, type Period } from '../schema/weeks';
import { nextId, placeOf, today } from './new-entry';

describe('a new archive entry', () => {
  it('numbers a week’s stories on from its highest id', () => {
    expect(nextId(['2026-11-w4-1', '2026-11-w4-3', '2026-11-w3-9', 'openai-devday'], '2026-11-w4')).toBe('2026-11-w4-4');
    expect(nextId([], '2026-11-w4')).toBe('2026-11-w4-1');
  });

  it('is dated today in the owner’s time zone', () => {
    expect(today(new Date(2026, 10, 4, 23, 59))).toBe('2026-11-04');
  });

  it('goes at the top of its week, else where its date falls in the list’s order', () => {
    const dates = ['2026-11-24', '2026-11-10', '2026-10-02'];
    const at = (list: string[], date: string) => placeOf(list, periodOf(date), (entry: string): Period => periodOf(entry));
    expect(at(dates, '2026-11-23')).toBe(0);
    expect(at(dates, '2026-11-01')).toBe(2);
    expect(at(dates.toReversed(), '2026-11-01')).toBe(1);
    expect(at([], '2026-11-01')).toBe(0);
  });
});
