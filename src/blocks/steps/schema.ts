import { z } from 'zod';
import { blockShape, richText, sectionHeading, text } from '../../schema/primitives';

export const stepsSchema = z
  .strictObject({
    ...blockShape('steps', 'Numbered steps; the numbers are drawn, not written'),
    ...sectionHeading,
    items: z
      .array(
        z.strictObject({
          title: text('What the step was, e.g. "Mapped the drop-off"'),
          text: richText('What happened in it').optional(),
        }),
      )
      .min(1)
      .describe('The steps, in order'),
  })
  .describe('Steps');

export type StepsProps = z.output<typeof stepsSchema>;
