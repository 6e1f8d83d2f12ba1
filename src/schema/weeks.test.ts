import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  categoryOf,
  latestPeriod,
  monthsShown,
  periodOf,
  periodToOpen,
  summarize,
  weekDays,
  weekLabel,
  weekOfMonth,
  yearsAndMonths,
} from './weeks';

describe('weeks of a month', () => {
  it('is ceil(day / 7), with the days after the 28th kept in week 4', () => {
    expect([1, 7, 8, 14, 15, 21, 22, 28].map(weekOfMonth)).toEqual([1, 1, 2, 2, 3, 3, 4, 4]);
    expect([29, 30, 31].map(weekOfMonth)).toEqual([4, 4, 4]);
  });

  it('runs week 4 to the end of each month, leap years included', () => {
    expect(weekDays(2025, 9, 1)).toEqual([1, 7]);
    expect(weekDays(2025, 9, 4)).toEqual([22, 30]);
    expect(weekDays(2025, 1, 4)).toEqual([22, 31]);
    expect(weekDays(2025, 2, 4)).toEqual([22, 28]);
    expect(weekDays(2024, 2, 4)).toEqual([22, 29]);
    expect(weekLabel({ year: 2025, month: 3, week: 3 })).toBe('Mar 15–21');
  });

  it('places a date in its period', () => {
    expect(periodOf('2025-01-31')).toEqual({ year: 2025, month: 1, week: 4 });
    expect(periodOf('2025-02-01')).toEqual({ year: 2025, month: 2, week: 1 });
  });

  it('lists years and months newest first', () => {
    const years = yearsAndMonths('2023-06', '2025-09');
    expect(years.map((y) => y.year)).toEqual([2025, 2024, 2023]);
    expect(years[0].months).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(years[1].months).toHaveLength(12);
    expect(years[2].months).toEqual([12, 11, 10, 9, 8, 7, 6]);
  });
});

describe('the period open on load', () => {
  const withData = [
    { year: 2025, month: 1, week: 1 },
    { year: 2025, month: 9, week: 4 },
    { year: 2025, month: 3, week: 2 },
  ];

  it("is today's week when it has entries", () => {
    expect(periodToOpen('current', withData, new Date(2025, 2, 10))).toEqual({ year: 2025, month: 3, week: 2 });
  });

  it('is the newest week with entries when today has none, or before the browser knows today', () => {
    expect(periodToOpen('current', withData, new Date(2026, 10, 22))).toEqual({ year: 2025, month: 9, week: 4 });
    expect(periodToOpen('current', withData, undefined)).toEqual({ year: 2025, month: 9, week: 4 });
    expect(latestPeriod([])).toBeUndefined();
  });

  it('is the fixed one when the document names it', () => {
    expect(periodToOpen({ year: 2025, month: 9, week: 1 }, withData, new Date(2025, 2, 10))).toEqual({ year: 2025, month: 9, week: 1 });
  });
});

describe('news item derivations', () => {
  it('leaves a summary of 150 characters or fewer as it is', () => {
    expect(summarize('a'.repeat(150))).toBe('a'.repeat(150));
    expect(summarize('short')).toBe('short');
  });

  it('cuts a longer one after its last whole word, without a dangling comma', () => {
    const text = `${'word '.repeat(22)}and the largest sites draw power, gigawatts of it`;
    expect(text.slice(0, 150)).toMatch(/gigawa$/);
    expect(summarize(text)).toBe(`${'word '.repeat(22)}and the largest sites draw power…`);
    expect(summarize('Ships a model, then sells it', 16)).toBe('Ships a model…');
  });

  it('keeps a word that ends exactly at the limit', () => {
    expect(summarize('one two three', 7)).toBe('one two…');
  });

  it('cuts a first word longer than the limit where the limit falls', () => {
    expect(summarize('a'.repeat(200))).toBe(`${'a'.repeat(150)}…`);
    expect(summarize(`${'a'.repeat(160)} b`)).toBe(`${'a'.repeat(150)}…`);
  });

  it('never exceeds the limit and the ellipsis, and ends a cut on a word boundary', () => {
    const words = fc.array(fc.stringMatching(/^[A-Za-z0-9,.;:!?()“”'-]{1,20}$/), { minLength: 1, maxLength: 60 });
    const spaces = fc.constantFrom(' ', '  ', '\n', '\t');
    const text = fc.tuple(words, spaces).map(([list, space]) => list.join(space));
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 200 }), (input, max) => {
        const out = summarize(input, max);
        expect(out.length).toBeLessThanOrEqual(max + 1);
        if (input.length <= max) {
          expect(out).toBe(input);
          return;
        }
        expect(out.endsWith('…')).toBe(true);
        const kept = out.slice(0, -1);
        expect(input.startsWith(kept)).toBe(true);
        expect(kept.length).toBeGreaterThan(0);
        // No word ends within the limit (a first word too long, or only punctuation the cut sheds before the last space).
        const lastSpace = input.slice(0, max + 1).search(/\s\S*$/);
        const hardCut = lastSpace <= 0 || /^[\s,.;:!?(“'-]*$/.test(input.slice(0, lastSpace));
        if (hardCut) {
          expect(kept).toBe(input.slice(0, max));
          return;
        }
        // What follows the kept words in the input is a space or punctuation the cut shed, never a word's rest.
        expect(input[kept.length]).toMatch(/[\s,.;:!?()“”'-]/);
        expect(kept).toMatch(/[^\s,.;:!?(“'-]$/);
        // And no whole word that fits was dropped: between the cut and the limit, every space follows shed punctuation only.
        for (let i = kept.length + 1; i <= max; i++)
          if (/\s/.test(input[i])) expect(input.slice(kept.length, i)).toMatch(/^[\s,.;:!?(“'-]*$/);
      }),
    );
  });

  it('takes the first tag as the category, else General', () => {
    expect(categoryOf(['Research', 'LLM'])).toBe('Research');
    expect(categoryOf([])).toBe('General');
  });
});

describe('the months an archive draws', () => {
  const weeks = ['2025-01-w1', '2025-09-w4', '2024-03-w2'];
  it('are the document’s, else from the oldest entry’s month to the newest’s', () => {
    expect(monthsShown({ from: '2023-06', to: '2025-09' }, weeks)).toEqual({ from: '2023-06', to: '2025-09', lastWeek: 4 });
    // An owner's earlier start stays (its empty years drawn); the end follows this week's story by itself.
    expect(monthsShown({ from: '2023-06' }, [...weeks, '2026-11-w4'])).toEqual({ from: '2023-06', to: '2026-11', lastWeek: 4 });
    expect(monthsShown(undefined, weeks)).toEqual({ from: '2024-03', to: '2025-09', lastWeek: 4 });
  });

  it('end with the newest story’s week: no empty weeks or months drawn after it', () => {
    expect(monthsShown(undefined, [...weeks, '2026-11-w1'])).toEqual({ from: '2024-03', to: '2026-11', lastWeek: 1 });
    // An end the document gives past the newest story is drawn no further than that story.
    expect(monthsShown({ from: '2023-06', to: '2026-12' }, ['2025-01-w1', '2025-09-w2'])).toEqual({
      from: '2023-06',
      to: '2025-09',
      lastWeek: 2,
    });
    // With nothing dated, the document's months stand whole.
    expect(monthsShown({ from: '2025-01', to: '2025-03' }, [])).toEqual({ from: '2025-01', to: '2025-03', lastWeek: 4 });
  });
});
