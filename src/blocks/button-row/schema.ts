import { z } from 'zod';
import { blockShape, button, sectionHeading } from '../../schema/primitives';

export const buttonRowSchema = z
  .strictObject({
    ...blockShape('button-row', 'A row of buttons'),
    ...sectionHeading,
    items: z.array(button).min(1).max(4).describe('The buttons'),
  })
  .describe('Button row');

export type ButtonRowProps = z.output<typeof buttonRowSchema>;
