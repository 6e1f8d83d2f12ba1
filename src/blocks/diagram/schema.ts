import { z } from 'zod';
import { blockShape, sectionHeading, text } from '../../schema/primitives';

/** What every kind of drawing carries: its words for those who cannot see it, and the line under it. */
const shared = {
  ...blockShape('diagram', 'A drawing of the work (a flow, a funnel, a timeline or bars), drawn from its data'),
  ...sectionHeading,
  alt: text('What the drawing shows, in words, for screen readers: its figures and what changed').max(400),
  caption: text('The line under the drawing, e.g. "Check-in, before and after the rebuild"').optional(),
};

const figure = z
  .strictObject({
    value: z.number().min(0).describe('The number the bar is drawn to, e.g. 47'),
    label: text('How the figure is written, e.g. "47%"; the number itself when left out').max(16).optional(),
  })
  .describe('A figure');

const flowSide = z
  .strictObject({
    label: text('What this side is, e.g. "Before: 11 screens"').max(40),
    steps: z.array(text('A step, a few words').max(40)).max(12).default([]).describe('The steps, in order, where they have names'),
    count: z
      .int()
      .min(1)
      .max(12)
      .optional()
      .describe('How many steps there were, when more than are named: the rest are drawn as numbered boxes'),
  })
  .describe('One side of the flow');

/** One block, four kinds of drawing: each kind fixes the data its picture is drawn from. */
export const diagramSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({
      ...shared,
      kind: z.literal('flow').describe('Steps before and after, side by side'),
      before: flowSide.describe('The old flow'),
      after: flowSide.describe('The new flow'),
    }),
    z.strictObject({
      ...shared,
      kind: z.literal('funnel').describe('Stages that narrow, each with its figure'),
      stages: z
        .array(z.strictObject({ label: text('The stage, e.g. "Started check-in"').max(40), figure }))
        .min(2)
        .max(8)
        .describe('The stages, widest first'),
    }),
    z.strictObject({
      ...shared,
      kind: z.literal('timeline').describe('Milestones in order'),
      milestones: z
        .array(
          z.strictObject({
            when: text('When, e.g. "Month 3" or "2023"').max(16),
            label: text('What happened, a few words').max(80),
          }),
        )
        .min(2)
        .max(8)
        .describe('The milestones, earliest first'),
    }),
    z.strictObject({
      ...shared,
      kind: z.literal('bars').describe('Figures before and after, a pair of bars each'),
      metrics: z
        .array(
          z.strictObject({
            label: text('What is measured, e.g. "Online check-in"').max(40),
            before: figure.describe('The figure before'),
            after: figure.describe('The figure after'),
          }),
        )
        .min(1)
        .max(5)
        .describe('The figures compared'),
      scale: z
        .enum(['each', 'shared'])
        .default('each')
        .describe(
          'How the bars are scaled: "each" draws a pair to the larger of its two figures (metrics in different units); "shared" draws every bar to the largest figure, so bars compare across metrics (one unit)',
        ),
    }),
  ])
  .describe('Diagram');

export type DiagramProps = z.output<typeof diagramSchema>;
