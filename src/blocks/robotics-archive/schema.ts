import { z } from 'zod';
import { monthKey } from '../../schema/weeks';
import { archiveShape, checkArchive, storyId } from '../../schema/archive';
import { blockShape, href, listControls, sectionHeading, text } from '../../schema/primitives';

const update = z.strictObject({
  id: storyId,
  title: text('Headline, in your own words'),
  summary: text('One or two sentences'),
  source: text('Publisher or organisation'),
  category: text('Category, e.g. "Hardware"'),
  link: href('Where to read more'),
  tag: text('Short tag, e.g. "Humanoids"'),
});

const week = z.strictObject({
  year: z.number().int().min(2000).max(2100).describe('Year'),
  month: z.number().int().min(1).max(12).describe('Month, 1–12'),
  week: z.number().int().min(1).max(4).describe('Week of the month: 1 = days 1–7, 2 = 8–14, 3 = 15–21, 4 = 22–end'),
  updates: z.array(update).min(1).describe('Weekly Updates'),
  spotlight: z
    .strictObject({ title: text('Title'), desc: text('What it is'), innovation: text('What is new about it') })
    .describe('Tech Spotlight'),
  impressive: z
    .strictObject({ title: text('Title'), desc: text('What happened'), impact: text('Why it matters') })
    .describe('Most Impressive'),
});

export const roboticsArchiveSchema = z
  .strictObject({
    ...blockShape('robotics-archive', 'Weekly robotics updates with a spotlight and a highlight per week'),
    ...sectionHeading,
    ...listControls(['title', 'summary', 'source', 'category'], 'updates'),
    ...archiveShape,
    weeks: z.array(week).min(1).describe('The weeks, any order'),
  })
  .superRefine(({ months, weeks }, ctx) => {
    const entries = weeks.map((w, i) => {
      const label = `${monthKey(w.year, w.month)} week ${w.week}`;
      return { path: ['weeks', i], id: label, year: w.year, month: w.month, label };
    });
    checkArchive(months, entries, 'week', ctx);
    const ids = weeks.flatMap((w, i) =>
      w.updates.map((u, j) => ({ path: ['weeks', i, 'updates', j], id: u.id, year: w.year, month: w.month, label: u.id })),
    );
    checkArchive(months, ids, 'id', ctx);
  })
  .describe('Robotics archive');

export type RoboticsArchiveProps = z.output<typeof roboticsArchiveSchema>;
