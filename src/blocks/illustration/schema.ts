import { z } from 'zod';
import { blockShape, image, text } from '../../schema/primitives';

export const illustrationSchema = z
  .strictObject({
    ...blockShape('illustration', 'A lazily loaded picture'),
    image,
    caption: text('Caption under the picture').optional(),
  })
  .describe('Illustration');

export type IllustrationProps = z.output<typeof illustrationSchema>;
