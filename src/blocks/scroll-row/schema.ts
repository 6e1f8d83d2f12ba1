import { z } from 'zod';
import { cardItem } from '../../schema/card';
import { blockShape, link, richText, text } from '../../schema/primitives';

export const scrollRowSchema = z
  .strictObject({
    ...blockShape('scroll-row', 'A titled horizontal row of cards with buttons that scroll it'),
    heading: text('Row title (h2); the scroll buttons are named after it'),
    intro: richText('Short paragraph under the title').optional(),
    seeAll: link.optional().describe('A link beside the title to the full list, e.g. { "label": "See All", "href": "/work" }'),
    items: z.array(cardItem).min(1).describe('The cards, in order'),
  })
  .describe('Scrolling row');

export type ScrollRowProps = z.output<typeof scrollRowSchema>;
