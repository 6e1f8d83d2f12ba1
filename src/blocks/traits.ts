// Generated from the blocks' definitions (src/blocks/<type>/index.ts) by `npm run schemas`. Do not edit.
// The blocks' traits that every side reads, the browser's included: plain data (src/blocks/define.ts says what each means),
// what the page's head reads of the page header, and the editor's "Add story", each from its block's own module.
import type { NewEntryTrait } from '../behaviours/new-entry';
import type { PageHeadingTrait } from './define';
import { pageHeading as pageHeaderPageHeading } from './page-header/page-heading';
import { columnOrder as twoColumnColumnOrder } from './two-column/column-order';
import { newEntry as newsArchiveNewEntry } from './news-archive/new-entry';
import { newEntry as roboticsArchiveNewEntry } from './robotics-archive/new-entry';

/** Blocks that float over the page instead of taking a place in its flow. */
export const overlayBlocks: ReadonlySet<string> = new Set(['action-bar']);

/** The block holding the page's h1, what the page's head reads of it, and the blocks that may stand above it. */
export const pageHeadingBlock = 'page-header';
export const pageHeading: PageHeadingTrait<never> = pageHeaderPageHeading;
export const aboveHeadingBlocks: ReadonlySet<string> = new Set(['breadcrumbs']);

/** Layout blocks, and the fields holding the sections each places. A map: a document's "type" may be any string ("__proto__"). */
export const layoutColumns: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([['two-column', ['main', 'side']]]);

/** The layouts whose sections' fields change the order of their columns in the HTML. */
export const layoutColumnOrder: ReadonlyMap<string, (section: never) => readonly string[]> = new Map<
  string,
  (section: never) => readonly string[]
>([['two-column', twoColumnColumnOrder]]);

/** The blocks the editor offers "Add story" on, and what a new entry is in each. */
export const newEntries: ReadonlyMap<string, NewEntryTrait<never>> = new Map<string, NewEntryTrait<never>>([
  ['news-archive', newsArchiveNewEntry],
  ['robotics-archive', roboticsArchiveNewEntry],
]);
