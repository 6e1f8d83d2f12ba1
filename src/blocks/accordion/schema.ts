import { z } from 'zod';
import { customIssue, messages } from '../../schema/messages';
import { blockShape, richText, sectionHeading, text } from '../../schema/primitives';

export const accordionSchema = z
  .strictObject({
    ...blockShape('accordion', 'Collapsible items, readable and searchable without JavaScript'),
    ...sectionHeading,
    mode: z
      .enum(['independent', 'single'])
      .optional()
      .describe('"independent" (default): each item opens on its own; "single": opening one closes the others'),
    items: z
      .array(
        z.strictObject({
          title: text('The question or label that opens the item'),
          body: z.array(richText('A paragraph')).min(1).describe('The paragraphs shown when open'),
          open: z.boolean().optional().describe('Starts open'),
        }),
      )
      .min(1)
      .describe('The items'),
  })
  .superRefine((value, ctx) => {
    if (value.mode !== 'single') return;
    const open = value.items.flatMap((item, i) => (item.open ? [i] : []));
    for (const i of open.slice(1)) ctx.addIssue(customIssue(messages.OneOpenOnly(), { path: ['items', i, 'open'] }));
  })
  .describe('Accordion');

export type AccordionProps = z.output<typeof accordionSchema>;
