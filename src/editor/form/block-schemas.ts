// The page and site schemas the validator's JSON Schema is generated from (`npm run schemas`), read for the editor's forms:
// the form is drawn from it, never from a second, hand-kept list of fields.
import type { RJSFSchema } from '@rjsf/utils';
import pageSchema from '../../../schemas/page.schema.json';
import siteSchema from '../../../schemas/site.schema.json';
import { isJsonObject, mapChildren } from '../../schema/json';
import { withTitles } from '../labels';

/**
 * A choice among constants (`columns`: 2, 3 or 4, as zod writes a union of literals) as an enum: the form draws an
 * enum as a select, and a list of constant schemas as raw JSON.
 */
function constantsAsEnum(schema: unknown): unknown {
  const mapped = mapChildren(schema, constantsAsEnum);
  if (!isJsonObject(mapped)) return mapped;
  const node = mapped as RJSFSchema;
  const choices = (node.anyOf ?? node.oneOf) as RJSFSchema[] | undefined;
  if (
    !choices?.length ||
    !choices.every((choice) => 'const' in choice && Object.keys(choice).every((key) => key === 'const' || key === 'type'))
  )
    return node;
  const { anyOf: _any, oneOf: _one, ...rest } = node;
  return { ...rest, type: choices[0].type, enum: choices.map((choice) => choice.const) };
}

/** A set the owner names whose values are addresses (profiles): each new value starts as "https://". */
function withNewEntryStart(schema: unknown): unknown {
  const copy = structuredClone(schema) as { properties: Record<string, { additionalProperties?: Record<string, unknown> }> };
  for (const property of Object.values(copy.properties)) {
    const values = property.additionalProperties;
    if (values && values.type === 'string' && values.format === 'uri') values.default ??= 'https://';
  }
  return copy;
}

// Labelled as the owner reads them (labels.ts).
export const PAGE_SCHEMA = withTitles(constantsAsEnum(pageSchema)) as RJSFSchema;
/** site.json's settings, drawn as a form the same way; a profile the owner adds starts as "https://", not "New Value". */
export const SITE_SCHEMA = withTitles(constantsAsEnum(withNewEntryStart(siteSchema))) as RJSFSchema;

export interface BlockSchema {
  type: string;
  description: string;
  schema: RJSFSchema;
}

/** A block's `type`: its schema's constant, or its variants' (a block with two shapes is a `oneOf`). */
const typeOf = (schema: RJSFSchema): string | undefined => {
  const own = (schema.properties?.type as RJSFSchema | undefined)?.const;
  return typeof own === 'string' ? own : schema.oneOf?.map((variant) => typeOf(variant as RJSFSchema)).find(Boolean);
};

const sectionItems = (PAGE_SCHEMA.properties!.sections as RJSFSchema).items as RJSFSchema;
const contentSections = (PAGE_SCHEMA.definitions!.ContentSection as RJSFSchema).oneOf as RJSFSchema[];
const layouts = (sectionItems.oneOf as RJSFSchema[]).filter((schema) => !schema.$ref);

/** Every block a section may be, by its type, alphabetical. */
export const BLOCK_SCHEMAS: BlockSchema[] = [...contentSections, ...layouts]
  .map((schema) => ({
    type: typeOf(schema)!,
    description: ((schema.properties?.type as RJSFSchema | undefined)?.description ?? schema.description ?? '') as string,
    schema,
  }))
  .sort((a, b) => a.type.localeCompare(b.type));

export const blockSchema = (type: unknown) => BLOCK_SCHEMAS.find((block) => block.type === type);

// Each block's fixtures, the first of which starts a new section of its type; read when a section is added, not as
// the form opens (thirty modules the dev server would send first).
const fixtures = import.meta.glob<Record<string, unknown>>('./*/fixtures/*.json', { import: 'default', base: '../../blocks' });

// What "Add section" starts a block from instead of its first fixture, when it has one (src/blocks/<type>/starter.json):
// neutral placeholders in square brackets where the fixture's example text (an airline's check-in figures) would ship
// if the owner missed a field; validation flags them until they are replaced (src/content/editing/placeholders.ts).
const starters = import.meta.glob<Record<string, unknown>>('./*/starter.json', { import: 'default', base: '../../blocks' });

/** A new section of a block: its neutral starter, else its first fixture (by file name), which validates as it is. */
export async function starterSection(type: string): Promise<Record<string, unknown>> {
  const first = Object.keys(fixtures)
    .filter((path) => path.startsWith(`./${type}/fixtures/`))
    .sort()[0];
  const load = starters[`./${type}/starter.json`] ?? fixtures[first];
  return structuredClone(load ? await load() : { type });
}
