import { z } from 'zod';
import { archiveShape, checkArchive, storyId } from '../../schema/archive';
import { blockShape, href, listControls, sectionHeading, text } from '../../schema/primitives';

const newsItem = z.strictObject({
  id: storyId,
  title: text('Headline, in your own words'),
  description: text('Two or three sentences; cards show the first 150 characters'),
  date: z.iso.date().describe('Date reported, YYYY-MM-DD; it places the item in its week (days 1–7, 8–14, 15–21, 22–end)'),
  source: text('Publisher, e.g. "The Verge"'),
  tags: z.array(text('Tag')).default([]).describe('Tags; the first is the shown category (none: "General")'),
  url: href("The publisher's page"),
  trending: z.boolean().optional().describe('Marks the item as trending'),
});

export const newsArchiveSchema = z
  .strictObject({
    ...blockShape('news-archive', 'Dated news grouped by year, month and week, with search and chips'),
    ...sectionHeading,
    ...listControls(['title', 'description', 'source', 'tags', 'category'], 'news'),
    ...archiveShape,
    dataset: z
      .strictObject({
        title: text('Name of the dataset'),
        description: text('What it covers'),
        created: z.iso.date().describe("When it was first compiled, YYYY-MM-DD; the header shows the newest story's date once it is later"),
      })
      .describe('Header above the archive; totals are counted from the items'),
    items: z.array(newsItem).min(1).describe('The news items, any order'),
  })
  .superRefine(({ months, items }, ctx) => {
    const dated = items.map((item, i) => {
      const [year, month] = item.date.split('-').map(Number);
      return { path: ['items', i], id: item.id, year, month, label: item.date };
    });
    checkArchive(months, dated, 'id', ctx);
  })
  .describe('News archive');

export type NewsArchiveProps = z.output<typeof newsArchiveSchema>;
