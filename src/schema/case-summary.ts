import { z } from 'zod';

/**
 * A place in a card's list where the page's case summary (the band under its title) puts its facts or its results
 * at build time (src/content/derivation/case-summary.ts). A figure is written once, in the band; the cards the spec asks for
 * further down (a work case's Quick Facts and Results, a portfolio case's Impact) draw the same data.
 */
export const fromSummary = <K extends 'facts' | 'results'>(kinds: readonly [K, ...K[]], description: string) =>
  z
    .strictObject({
      fromSummary: z.enum(kinds).describe(description),
    })
    .describe("Items taken from the page's case summary at build time");
