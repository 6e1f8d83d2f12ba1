import { z } from 'zod';
import { blockShape, button, href, link, picture, richText, text } from '../../schema/primitives';
import { headerSlot } from './slot';

export const pageHeaderSchema = z
  .strictObject({
    ...blockShape('page-header', "The page title area, holding the page's only h1"),
    back: link.optional().describe('A link back to the parent page, above everything else, e.g. "Back to Resources"'),
    eyebrow: text('Small line above the heading').optional(),
    heading: text('The page heading (h1)'),
    meta: text('A short line under the heading, e.g. a location').optional(),
    body: z.array(richText('A paragraph')).optional().describe('Paragraphs under the heading'),
    chips: z.array(text('Chip text')).optional().describe('Small labels, e.g. domains'),
    image: picture(headerSlot).optional(),
    figures: z
      .array(
        z
          .strictObject({
            value: text('The figure, e.g. "47% → 97%"'),
            label: text('What it measures, e.g. "online check-in"'),
            href: href('The case it comes from, e.g. "/work/flair-oci"'),
          })
          .describe('A headline result, linking to its case'),
      )
      .max(3)
      .optional()
      .describe(
        'Up to three headline results, after the first paragraph (beside the text when there is no picture): proof on the first screen',
      ),
    actions: z.array(button).max(3).optional().describe('Up to three buttons'),
  })
  .describe('Page header');

export type PageHeaderProps = z.output<typeof pageHeaderSchema>;
