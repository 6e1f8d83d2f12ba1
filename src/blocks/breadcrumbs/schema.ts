import { z } from 'zod';
import { blockShape, href, text } from '../../schema/primitives';

export const breadcrumbsSchema = z
  .strictObject({
    ...blockShape('breadcrumbs', 'The trail from a parent page to this one'),
    trail: z
      .array(
        z.strictObject({
          label: text('The page name, e.g. "Portfolio"'),
          href: href('Its address'),
        }),
      )
      .min(1)
      .describe('The pages above this one, outermost first'),
    current: text('This page, last in the trail, e.g. "Airline payments"'),
  })
  .describe('Breadcrumbs');

export type BreadcrumbsProps = z.output<typeof breadcrumbsSchema>;
