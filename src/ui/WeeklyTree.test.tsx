// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { WeeklyTree } from './WeeklyTree';

it('counts a week of one entry as "(1 update)" and more as "updates"', () => {
  const counts: Record<number, number> = { 1: 1, 2: 3 };
  render(
    <MantineProvider>
      <WeeklyTree
        months={{ from: '2025-09', to: '2025-09' }}
        openPeriod={{ year: 2025, month: 9, week: 1 }}
        filtering={false}
        count={(period) => counts[period.week] ?? 0}
        renderWeek={() => null}
        emptyWeek="No news this week"
      />
    </MantineProvider>,
  );
  expect(screen.getByText('Week 1 (1 update)')).toBeTruthy();
  expect(screen.getByText('Week 2 (3 updates)')).toBeTruthy();
});
