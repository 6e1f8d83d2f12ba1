import { z } from 'zod';
import { customIssue, messages } from '../../schema/messages';
import { blockShape, icon, text } from '../../schema/primitives';

/** A case has exactly three headline results: enough to prove it, few enough to read at a glance. */
export const CASE_RESULTS = 3;

export const caseResult = z.strictObject({
  value: text('The figure, e.g. "47% → 97%"'),
  label: text('What it measures, e.g. "Online check-in rate"'),
  icon: icon.optional().describe("Drawn where the results are repeated as figure cards (a portfolio case's Impact)"),
});

export const caseSummarySchema = z
  .strictObject({
    ...blockShape('case-summary', "A case study's summary band, under its title: role, team, timeline and three headline results"),
    role: text('Your role, e.g. "Senior product manager, lead"'),
    team: text('Who did the work with you, e.g. "2 designers, 8 engineers, 1 analyst"'),
    timeline: text('How long and when, e.g. "10 months, 2022–2023"'),
    results: z
      .array(caseResult)
      .superRefine((results, ctx) => {
        if (results.length !== CASE_RESULTS) ctx.addIssue(customIssue(messages.CaseResults(results.length, CASE_RESULTS)));
      })
      .describe('The three headline results, strongest first; the page\'s cards marked { "fromSummary": "results" } repeat them'),
  })
  .describe('Case summary');

export type CaseSummaryProps = z.output<typeof caseSummarySchema>;
export type CaseResult = z.output<typeof caseResult>;
