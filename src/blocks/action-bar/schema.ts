import { z } from 'zod';
import { blockShape, href, icon, text } from '../../schema/primitives';

export const actionBarSchema = z
  .strictObject({
    ...blockShape('action-bar', 'A bar of icon links fixed to the bottom of the window'),
    label: text('Name of the bar for screen readers, e.g. "Resume actions"'),
    items: z
      .array(z.strictObject({ label: text('Link text'), href: href('Where it goes'), icon }))
      .min(1)
      .max(6)
      .describe('The links'),
  })
  .describe('Action bar');

export type ActionBarProps = z.output<typeof actionBarSchema>;
