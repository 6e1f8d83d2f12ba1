import { z } from 'zod';
import { blockShape, richText, sectionHeading } from '../../schema/primitives';

export const proseSchema = z
  .strictObject({
    ...blockShape('prose', 'Paragraphs of text'),
    ...sectionHeading,
    body: z.array(richText('A paragraph')).min(1).describe('The paragraphs'),
  })
  .describe('Prose');

export type ProseProps = z.output<typeof proseSchema>;
