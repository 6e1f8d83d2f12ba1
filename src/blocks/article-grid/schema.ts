import { z } from 'zod';
import { blockShape, href, icon, iconPoolRef, labelRules, sectionHeading, text } from '../../schema/primitives';

export const articleGridSchema = z
  .strictObject({
    ...blockShape('article-grid', 'A grid of article cards on pastel tones, each with an icon and a category label'),
    ...sectionHeading,
    labels: labelRules
      .optional()
      .describe(
        'Derives each card\'s label from its title: rules tried in order, e.g. { "label": "Politics", "all": ["canada"], ' +
          '"any": ["state", "holiday"] }, then "fallback". A card\'s own "label" wins',
      ),
    iconPool: iconPoolRef(
      'A pool in site.json\'s "iconPools": each card without an "icon" takes the next unused icon of it, in page order',
    ).optional(),
    items: z
      .array(
        z.strictObject({
          title: text('Article title; shown on at most two lines, the whole title on hover and to screen readers'),
          description: text('One line on what the article says; shown on its card and in feeds').optional(),
          href: href(
            'The article, e.g. "{blog}/my-post"; opens in a new tab when external. Without it the card is a placeholder, not a link',
          ).optional(),
          icon: icon.optional(),
          label: text('Category label; leave it out to derive it from "labels"').optional(),
          date: z.iso
            .date()
            .describe(
              'Published on, YYYY-MM-DD; shown at the card\'s foot, and a page with "feed" (or under one) lists the article in its feed by it',
            )
            .optional(),
        }),
      )
      .min(1)
      .describe('The articles; card colours cycle blue, teal, lavender, peach, pink by position'),
  })
  .describe('Article grid');

export type ArticleGridProps = z.output<typeof articleGridSchema>;
