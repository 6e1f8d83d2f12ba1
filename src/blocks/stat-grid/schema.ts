import { z } from 'zod';
import { blockShape, icon, sectionHeading, text } from '../../schema/primitives';

export const statGridSchema = z
  .strictObject({
    ...blockShape('stat-grid', 'Headline figures'),
    ...sectionHeading,
    items: z
      .array(
        z.strictObject({
          value: text('The figure, e.g. "+50%"'),
          label: text('What the figure measures'),
          icon: icon.optional(),
        }),
      )
      .min(1)
      .describe('The figures'),
  })
  .describe('Stat grid');

export type StatGridProps = z.output<typeof statGridSchema>;
