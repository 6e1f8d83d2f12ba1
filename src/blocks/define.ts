/**
 * What a block is: its schema (the fields a document gives it) and the traits other parts of the site read, which
 * the block declares in its own folder (src/blocks/<type>/index.ts) instead of being switched on its name elsewhere.
 */
import type { z } from 'zod';
import type { ArchiveTrait } from '../behaviours/archive-paging';
import type { NewEntryTrait } from '../behaviours/new-entry';
import type { FeedTrait } from '../schema/feed-entries';
import type { PictureVariants } from '../schema/picture-variants';

/** A block's fields: an object naming its type, or a union of such objects (kinds of one block, same type). */
type TypedObject = z.ZodObject<{ type: z.ZodLiteral<string> } & z.core.$ZodLooseShape>;
type BlockSchema = TypedObject | z.ZodDiscriminatedUnion<TypedObject[]>;

/** The type a block's schema names. */
export const typeOf = (schema: BlockSchema): string => ('shape' in schema ? schema : schema.options[0]).shape.type.value;

export interface BlockTraits<P> {
  /** Its code loads only on the pages that render it: the interactive blocks, and those only a page or two use. */
  onDemand?: true;
  /** It floats over the page (fixed) instead of taking a place in the flow. */
  overlay?: true;
  /**
   * It holds the page's h1 (the page header): what comes after it is the page's body. `pageHeading`, exported by
   * ./<type>/page-heading.ts, says what its fields tell the page's head and share card; traits.ts imports it.
   */
  pageHeading?: PageHeadingTrait<P>;
  /** It may stand above the page's h1 (breadcrumbs). */
  aboveHeading?: true;
  /** An archive kept up weekly: how its entries are found. The build renders it one week per page. */
  archive?: ArchiveTrait<P, unknown>;
  /**
   * The owner adds this week's entry to it from the editor ("Add story"): `newEntry`, exported by ./<type>/new-entry.ts,
   * which the editor imports alone (traits.ts) rather than every block's schema.
   */
  newEntry?: NewEntryTrait<P>;
  /** Its dated items go into the feed of the page, or of a page above it, that has one. */
  feed?: FeedTrait<P>;
  /**
   * Its items are cards that link to pages: a new page's card goes into the first such block of the page that lists
   * it ("New page", npm run new), and the 404 offers the first cards of the one on the page site.json names.
   */
  listsPages?: true;
  /** It is a case's summary: cards asking { "fromSummary" } on its page take its facts or its results. */
  caseSummary?: CaseSummaryTrait<P>;
  /** How one of the case summary's results becomes one of this block's items, where they ask { "fromSummary": "results" }. */
  summaryResult?: (result: SummaryResult) => object;
  /** The build gives it the previous and the next case on the listing it names. */
  caseLinks?: CaseLinksTrait<P>;
}

/** What the page's head, its share card and the search read of the page header. */
export interface PageHeading {
  heading: string;
  /** The small line above the heading. */
  eyebrow?: string;
  /** Its picture: the owner's portrait on a page about them. */
  image?: { src: string; variants?: PictureVariants };
  /** Its headline results. */
  figures?: { value: string; label: string }[];
}

export interface PageHeadingTrait<P> {
  read(props: P): PageHeading;
}

/** One of a case summary's headline results, as the cards that repeat it receive it. */
export interface SummaryResult {
  value: string;
  label: string;
  icon?: string;
}

/** What a case summary gives the cards on its page that ask for it. */
export interface CaseSummaryTrait<P> {
  /** For { "fromSummary": "facts" }: the role, the team and the timeline, each with its term. */
  facts(props: P): { term: string; value: string }[];
  /** For { "fromSummary": "results" }. */
  results(props: P): SummaryResult[];
}

/** A neighbouring case: its card's title on the listing and its address. */
export interface CaseNeighbour {
  title: string;
  href: string;
}

/** How the build links a case to its neighbours on its listing. */
export interface CaseLinksTrait<P> {
  /** The field naming the listing, the page whose cards list the cases in order. */
  listingField: keyof P & string;
  /** Gives the section (the build's own copy) its previous and next case; none past either end. */
  link(props: P, neighbours: { previous?: CaseNeighbour; next?: CaseNeighbour }): void;
}

/** A block that renders content. */
export function defineBlock<S extends BlockSchema>(definition: { schema: S } & BlockTraits<z.output<S>>) {
  return { ...definition, type: typeOf(definition.schema) as z.output<S>['type'] };
}

/**
 * A layout block: it places content sections in `columns`, fields of its own. Its schema is made from the union
 * of content sections (src/blocks/schemas.ts builds it), so a layout cannot hold itself.
 */
export function defineLayout<F extends (section: never) => TypedObject>(
  definition: {
    schema: F;
    columns: readonly (keyof z.output<ReturnType<F>> & string)[];
    /**
     * The order its columns come in the HTML, where a section's fields change it (`columns`' order
     * otherwise): the order a phone draws and a screen reader reads. Exported by ./<type>/column-order.ts, which
     * traits.ts imports.
     */
    columnOrder?: (props: z.output<ReturnType<F>>) => readonly (keyof z.output<ReturnType<F>> & string)[];
  } & BlockTraits<z.output<ReturnType<F>>>,
) {
  return definition;
}
