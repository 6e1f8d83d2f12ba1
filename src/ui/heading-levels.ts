import { createContext, useContext } from 'react';

export type HeadingOrder = 2 | 3 | 4 | 5 | 6;

/** The heading levels inside one section: its own heading's, and its items' (cards, roles, stories…). */
export interface HeadingLevels {
  section: HeadingOrder;
  items: HeadingOrder;
}

/** One level below `order`; h6 is as deep as HTML goes. */
export const below = (order: HeadingOrder): HeadingOrder => Math.min(order + 1, 6) as HeadingOrder;

/**
 * The levels inside a section whose heading would take `level` (h2 under the page's h1):
 * its items sit one below that heading, or take its place when the document gives it none.
 * So no level is ever skipped, whichever optional headings a document leaves out.
 */
export function headingLevels(section: object, level: HeadingOrder = 2): HeadingLevels {
  return { section: level, items: 'heading' in section && section.heading ? below(level) : level };
}

/** The page renderer sets it for every section it draws; blocks read their levels here rather than choosing them. */
export const HeadingLevelsContext = createContext<HeadingLevels>({ section: 2, items: 3 });

export const useHeadingLevels = () => useContext(HeadingLevelsContext);
