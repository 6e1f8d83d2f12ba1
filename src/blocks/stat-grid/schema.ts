import { z } from 'zod';
import { fromSummary } from '../../schema/case-summary';
import { blockShape, icon, sectionHeading, text } from '../../schema/primitives';

export const statGridSchema = z
  .strictObject({
    ...blockShape('stat-grid', 'Headline figures'),
    ...sectionHeading,
    items: z
      .array(
        z.union([
          z.strictObject({
            value: text('The figure, e.g. "+50%"'),
            label: text('What the figure measures'),
            icon: icon.optional(),
          }),
          fromSummary(['results'], "the case summary's three results go here"),
        ]),
      )
      .min(1)
      .describe('The figures'),
  })
  .describe('Stat grid');

export type StatGridProps = z.output<typeof statGridSchema>;
