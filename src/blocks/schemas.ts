/**
 * The blocks' schemas and traits, by type, as the registry's definitions give them: the section union (and from
 * it the JSON Schema and the .d.ts), and what the validator, the build and the editor ask of a block. Zod lives
 * here; the browser's side of the blocks is ./components.ts.
 */
import { z } from 'zod';
import { typeOf, type BlockTraits } from './define';
import * as registry from './registry';

type Registry = typeof registry;
type Definition = Registry[keyof Registry];
type Layout = Extract<Definition, { columns: readonly string[] }>;
type Content = Exclude<Definition, Layout>;

const definitions: Definition[] = Object.values(registry);
const isLayout = (definition: Definition): definition is Layout => 'columns' in definition;
const contentDefinitions = definitions.filter((definition): definition is Content => !isLayout(definition));

const [first, ...rest] = contentDefinitions.map((definition) => definition.schema);
/** A section a layout block may hold (any block but a layout: columns do not nest). */
export const contentSectionSchema = z
  .discriminatedUnion('type', [first, ...rest])
  // One definition in the emitted JSON Schema, referenced from every column.
  .meta({ id: 'ContentSection', description: 'A section: "type" names its block' });

declare const _layoutSchemaOf: Layout['schema'];
type LayoutSchema = ReturnType<typeof _layoutSchemaOf<typeof contentSectionSchema>>;
const layouts = definitions.filter(isLayout);
const layoutSchemas = layouts.map((definition) => definition.schema(contentSectionSchema as never) as LayoutSchema);

/** Every block's schema, by its type. */
export const blockSchemas = Object.fromEntries(
  [...contentDefinitions.map((definition) => definition.schema), ...layoutSchemas].map((schema) => [typeOf(schema), schema]),
) as { [D in Content as D['type']]: D['schema'] } & { [S in LayoutSchema as z.output<S>['type']]: S };

export const sectionSchema = z
  .discriminatedUnion('type', [contentSectionSchema, ...layoutSchemas])
  .describe('A section: "type" names its block');

export type BlockType = keyof typeof blockSchemas;
export const blockTypes = Object.keys(blockSchemas) as BlockType[];
export type BlockProps<T extends BlockType> = z.output<(typeof blockSchemas)[T]>;

/** What the rest of the site reads of a block: its traits, and for a layout the fields holding its sections. */
export interface BlockInfo extends BlockTraits<never> {
  type: BlockType;
  columns?: readonly string[];
  columnOrder?: (props: never) => readonly string[];
}

const infoByType = new Map<string, BlockInfo>([
  ...contentDefinitions.map((definition) => [definition.type, definition] as const),
  ...layouts.map((definition, i) => [typeOf(layoutSchemas[i]), { ...definition, type: typeOf(layoutSchemas[i]) }] as const),
] as unknown as [string, BlockInfo][]);

/** The definition of what a document not yet validated names as a type, if it is a block's. */
export const definitionIfBlock = (type: unknown): BlockInfo | undefined => (typeof type === 'string' ? infoByType.get(type) : undefined);

/** A block's definition by its type (a validated section names a known type). */
export function definitionOf(type: string): BlockInfo {
  const info = infoByType.get(type);
  if (!info) throw new Error(`No block of type "${type}"`);
  return info;
}
