import { describe, expect, it } from 'vitest';
import { dayLabel } from './dates';

describe('dayLabel', () => {
  it('writes a day without a leading zero, its month short or long, and the year', () => {
    expect(dayLabel('2025-12-09')).toBe('9 Dec 2025');
    expect(dayLabel('2026-11-26', { long: true })).toBe('26 November 2026');
    expect(dayLabel('2024-09-30')).toBe('30 Sep 2024');
  });
});
