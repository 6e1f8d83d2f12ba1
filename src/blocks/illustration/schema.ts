import { z } from 'zod';
import { blockShape, picture, text } from '../../schema/primitives';
import { illustrationSlot } from './slot';

export const illustrationSchema = z
  .strictObject({
    ...blockShape('illustration', 'A lazily loaded picture'),
    image: picture(illustrationSlot),
    caption: text('Caption under the picture').optional(),
  })
  .describe('Illustration');

export type IllustrationProps = z.output<typeof illustrationSchema>;
