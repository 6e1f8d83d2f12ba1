import { z } from 'zod';
import { fromSummary } from '../../schema/case-summary';
import { blockShape, sectionHeading, text } from '../../schema/primitives';

export const factSheetSchema = z
  .strictObject({
    ...blockShape('fact-sheet', 'Labelled facts or results, drawn as a description list'),
    ...sectionHeading,
    emphasis: z
      .enum(['facts', 'figures'])
      .optional()
      .describe('"facts" (default) sets label and value on one line; "figures" draws each value large, for results'),
    items: z
      .array(
        z.union([
          z.strictObject({
            term: text('The label, e.g. "Role" or "Check-in rate"'),
            value: text('Its value, e.g. "Lead PM" or "47% → 97%"'),
          }),
          fromSummary(['facts', 'results'], '"facts": the case summary\'s Role, Team and Timeline go here; "results": its three results'),
        ]),
      )
      .min(1)
      .describe('The facts, in order'),
    note: text(
      'A line under the facts, e.g. how the results were measured: "Check-ins as a share of departing passengers, same quarter a year apart"',
    )
      .max(320)
      .optional(),
  })
  .describe('Fact sheet');

export type FactSheetProps = z.output<typeof factSheetSchema>;
