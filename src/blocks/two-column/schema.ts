import { z } from 'zod';
import { blockShape } from '../../schema/primitives';
import type { contentSectionSchema } from '../schemas';

/** Built from the union of content sections, which ../schemas.ts makes from the registry (a layout cannot hold itself). */
export function twoColumnSchema<S extends z.ZodType>(section: S) {
  return z
    .strictObject({
      ...blockShape('two-column', 'A wide main column beside a narrow side column'),
      main: z.array(section).min(1).describe('Sections of the main column (two thirds of the width), top to bottom'),
      side: z
        .array(section)
        .min(1)
        .describe('Sections of the side column (one third), top to bottom; on phones they follow the main column, unless it leads'),
      lead: z
        .boolean()
        .optional()
        .describe(
          "The side column comes first: above the main column on phones, and first to a screen reader (a case's results and facts before its story)",
        ),
    })
    .describe('Two columns');
}

export type TwoColumnProps = z.output<ReturnType<typeof twoColumnSchema<typeof contentSectionSchema>>>;
