import { z } from 'zod';
import { blockShape, href, icon, richText, sectionHeading, text, tone } from '../../schema/primitives';

export const cardGridSchema = z
  .strictObject({
    ...blockShape('card-grid', 'A grid of cards'),
    ...sectionHeading,
    columns: z
      .union([z.literal(2), z.literal(3), z.literal(4)])
      .optional()
      .describe('Cards per row on wide screens (default 3)'),
    items: z
      .array(
        z.strictObject({
          title: text('Card title (h3)'),
          kicker: text('Small line above the title').optional(),
          text: richText('Card text').optional(),
          meta: text('Small line under the text, e.g. dates').optional(),
          icon: icon.optional(),
          tone: tone.optional(),
          chips: z.array(text('Chip text')).optional().describe('Labels listed on the card'),
          href: href('Makes the whole card a link').optional(),
        }),
      )
      .min(1)
      .describe('The cards'),
  })
  .describe('Card grid');
