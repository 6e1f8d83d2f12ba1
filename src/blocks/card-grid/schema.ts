import { z } from 'zod';
import { messages } from '../../schema/messages';
import { blockShape, href, icon, image, richText, sectionHeading, text, tone } from '../../schema/primitives';

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
        z
          .strictObject({
            image: image.optional().describe('A cover picture across the top of the card'),
            title: text('Card title (h3)'),
            kicker: text('Small line above the title').optional(),
            text: richText('Card text').optional(),
            meta: text('Small line under the text, e.g. dates').optional(),
            icon: icon.optional(),
            tone: tone.optional(),
            chips: z.array(text('Chip text')).optional().describe('Labels listed on the card'),
            href: href('Makes the whole card a link').optional(),
            cta: text('Visible link text at the foot of the card, e.g. "View Case Study"; needs "href"').optional(),
          })
          .superRefine((card, ctx) => {
            if (card.cta && !card.href) ctx.addIssue({ code: 'custom', path: ['cta'], message: messages.NeedsOther('cta', 'href') });
          }),
      )
      .min(1)
      .describe('The cards'),
  })
  .describe('Card grid');

export type CardGridProps = z.output<typeof cardGridSchema>;
