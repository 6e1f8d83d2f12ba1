/**
 * An item standing for the case summary's facts or results (src/schema/case-summary.ts). No zod: the browser's
 * cards use the guard, and zod stays out of the browser.
 */
export type FromSummary = { fromSummary: 'facts' | 'results' };

export const isFromSummary = (item: object): item is FromSummary => 'fromSummary' in item;
