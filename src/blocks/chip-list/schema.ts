import { z } from 'zod';
import { blockShape, sectionHeading, text } from '../../schema/primitives';

export const chipListSchema = z
  .strictObject({
    ...blockShape('chip-list', 'A wrapped list of short labels'),
    ...sectionHeading,
    chips: z.array(text('Chip text')).min(1).describe('The labels'),
  })
  .describe('Chip list');

export type ChipListProps = z.output<typeof chipListSchema>;
