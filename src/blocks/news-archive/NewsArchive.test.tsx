// @vitest-environment jsdom
// The news archive's header and tree follow its newest story, on the fixture site's archive.
import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { newsArchiveSchema, type NewsArchiveProps } from './schema';
import { NewsArchive } from './NewsArchive';

afterEach(cleanup);

const FIXTURE = join(import.meta.dirname, '../../../tests/fixtures/site/pages/resources/ai-news.json');
type Section = { type: string; dataset: { created: string }; items: { date: string }[] };
const fixtureSection = () =>
  (JSON.parse(readFileSync(FIXTURE, 'utf8')).sections as Section[]).find((section) => section.type === 'news-archive')!;

function drawn(section: object) {
  const props = newsArchiveSchema.parse(section) as NewsArchiveProps;
  const { container } = render(
    <MantineProvider>
      <MemoryRouter>
        <NewsArchive {...props} />
      </MemoryRouter>
    </MantineProvider>,
  );
  return container;
}

/** Each month the tree draws, newest first, with the labels of its weeks. */
const monthsDrawn = (container: HTMLElement) =>
  [...container.querySelectorAll('details[data-level="month"]')].map((month) => ({
    month: month.querySelector('summary')!.textContent,
    weeks: [...month.querySelectorAll('details[data-level="week"] > summary')].map((week) => week.textContent!.match(/^Week \d/)![0]),
  }));

it('dates the archive by its newest story once it is later than the day it was first compiled', () => {
  const section = fixtureSection();
  const newest = section.items
    .map((item) => item.date)
    .sort()
    .at(-1)!;
  expect(newest < section.dataset.created).toBe(true);
  expect(drawn(section).textContent).toContain(`Compiled ${section.dataset.created}`);
  cleanup();

  const story = { ...section.items[0], id: 'spring-story', date: '2025-04-02' };
  const container = drawn({ ...section, items: [...section.items, story] });
  expect(container.textContent).toContain('Compiled 2025-04-02');
  expect(container.querySelector('time')!.getAttribute('datetime')).toBe('2025-04-02');
});

it('draws no week after the newest story’s: its month ends with its week', () => {
  const section = fixtureSection();
  const [newestMonth] = monthsDrawn(drawn(section));
  // The fixture's newest story is in the second week of February.
  expect(newestMonth).toEqual({ month: expect.stringContaining('February'), weeks: ['Week 1', 'Week 2'] });
  cleanup();

  const story = { ...section.items[0], id: 'spring-story', date: '2025-04-02' };
  const [april, march] = monthsDrawn(drawn({ ...section, items: [...section.items, story] }));
  expect(april).toEqual({ month: expect.stringContaining('April'), weeks: ['Week 1'] });
  // The months between are drawn (closed), none after April.
  expect(march.month).toContain('March');
});
