import { z } from 'zod';
import { blockShape, icon, sectionHeading, text } from '../../schema/primitives';

export const timelineSchema = z
  .strictObject({
    ...blockShape('timeline', 'Stages in order: a row on large screens, a grid on medium, a column on phones'),
    ...sectionHeading,
    items: z
      .array(
        z.strictObject({
          period: text('When, e.g. "2014 – 2016"'),
          title: text('Stage title (h3)'),
          text: text('What happened in this stage'),
          icon: icon.optional(),
        }),
      )
      .min(2)
      .max(8)
      .describe('The stages, oldest first'),
  })
  .describe('Timeline');

export type TimelineProps = z.output<typeof timelineSchema>;
