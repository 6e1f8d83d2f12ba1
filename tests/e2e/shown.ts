import type { Locator } from '@playwright/test';
import type { Section } from '../../src/blocks/page';
import { isFromSummary, type FromSummary } from '../../src/schema/from-summary';

/**
 * A block's check of what it shows of its section in the browser, kept in its folder as `shown.e2e.ts` and found
 * there by ./document-shown.ts. Expectations are read from the section, so any valid edit keeps it green.
 */
export type Shown<T extends Section['type']> = (where: Locator, section: Extract<Section, { type: T }>) => Promise<void>;

/**
 * The level of a section's item headings (cards, steps, roles): one under the section's h2, or
 * h2 themselves when the document gives the section no heading. Layouts have no heading, so their
 * sections count as the page's own.
 */
export const itemHeading = (s: { heading?: string }) => (s.heading ? 'h3' : 'h2');

/** A card's items as drawn: the build has put the case summary's in place of any "fromSummary". */
export const drawn = <I extends object>(items: readonly I[]) =>
  items.filter((item): item is Exclude<I, FromSummary> => !isFromSummary(item));
