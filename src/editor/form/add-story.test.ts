import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newsArchiveSchema } from '../../blocks/news-archive/schema';
import { roboticsArchiveSchema } from '../../blocks/robotics-archive/schema';
import { nextId } from '../../behaviours/new-entry';
import { blockTypes, definitionOf } from '../../blocks/schemas';
import { newEntryOf, withStory } from './add-story';

const FIXTURE = join(import.meta.dirname, '../../../tests/fixtures/site/pages/resources');
const archive = (file: string, type: string) =>
  (JSON.parse(readFileSync(join(FIXTURE, file), 'utf8')).sections as { type: string }[]).find((s) => s.type === type) as Record<
    string,
    unknown
  >;

it('offers "Add story" on exactly the blocks whose definition has the trait, with their own trait', () => {
  for (const type of blockTypes) expect(newEntryOf(type), type).toBe(definitionOf(type).newEntry);
  expect(newEntryOf('news-archive')).toBeDefined();
  expect(newEntryOf('toString')).toBeUndefined();
});

// Through the editor's lookup of the block's archive trait, on the fixture site's archives as documents hold them.
describe('"Add story"', () => {
  it('puts today’s story at the top of its week, newest-first or oldest-first as the list is, and it validates once written', () => {
    const news = archive('ai-news.json', 'news-archive');
    const items = news.items as { id: string; date: string }[];
    // The fixture lists newest first: a story of a new week goes first.
    const { section, title } = withStory(news, '2026-11-24')!;
    expect(title).toEqual(['items', 0, 'title']);
    expect((section.items as unknown[])[0]).toMatchObject({ id: '2026-11-w4-1', date: '2026-11-24' });
    // In a week that has stories, before them, numbered after them.
    const week = items[0].date;
    const again = withStory(news, week)!;
    expect((again.section.items as { id: string }[])[0].id).toBe(
      nextId(
        items.map((i) => i.id),
        items[0].id.slice(0, 10),
      ),
    );
    // Oldest first (as an owner appends): at the end.
    const ascending = withStory({ ...news, items: [...items].reverse() }, '2026-11-24')!;
    expect(ascending.title).toEqual(['items', items.length, 'title']);

    const written = { title: 'A story', description: 'What happened.', source: 'The Wire', url: 'https://news.example/a' };
    const filled = { ...section, items: [{ ...(section.items as object[])[0], ...written }, ...items] };
    expect(newsArchiveSchema.safeParse(filled).success).toBe(true);
  });

  it('is offered only on archives', () => {
    expect(withStory({ type: 'prose', body: [] }, '2026-11-24')).toBeUndefined();
    expect(withStory({ type: 'no-such-block' }, '2026-11-24')).toBeUndefined();
  });

  it('adds a robotics update to this week’s entry, or a new week when there is none', () => {
    const robotics = archive('robotics-weekly.json', 'robotics-archive');
    const weeks = robotics.weeks as { year: number; month: number; week: number; updates: { id: string }[] }[];
    const first = weeks[0];
    const day = `${first.year}-${String(first.month).padStart(2, '0')}-${String((first.week - 1) * 7 + 1).padStart(2, '0')}`;
    const into = withStory(robotics, day)!;
    expect(into.title).toEqual(['weeks', 0, 'updates', 0, 'title']);
    expect((into.section.weeks as typeof weeks)[0].updates).toHaveLength(first.updates.length + 1);
    const fresh = withStory(robotics, '2026-11-24')!;
    expect((fresh.section.weeks as typeof weeks)[0]).toMatchObject({ year: 2026, month: 11, week: 4, updates: [{ id: '2026-11-w4-1' }] });
    expect(roboticsArchiveSchema.safeParse(fresh.section).success).toBe(false); // its text is still to write
  });
});
