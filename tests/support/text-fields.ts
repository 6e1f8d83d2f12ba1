import type { z } from 'zod';
import type { JsonPath } from '../../src/schema/json';

/**
 * Walks a zod schema to list its text fields, so a test can try a value in each.
 * A field is named by its schema address: object keys, `[]` for list items and
 * `<i>` for the i-th member of a union ("<2>.items[].name").
 */
type AnySchema = z.core.$ZodType;

interface Def {
  type: string;
  innerType?: AnySchema;
  in?: AnySchema;
  shape?: Record<string, AnySchema>;
  element?: AnySchema;
  options?: AnySchema[];
}

/** A text field a given document can hold: where it sits in the schema and in the document. */
export interface TextSlot {
  field: string;
  path: JsonPath;
}

function defOf(schema: AnySchema): Def {
  return schema._zod.def as Def;
}

/** Looks through optional(), default(), pipes and the like to the schema that checks the value. */
function unwrap(schema: AnySchema): AnySchema {
  const def = defOf(schema);
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrap(def.in);
  return schema;
}

function join(field: string, part: string): string {
  return part.startsWith('[') || !field ? `${field}${part}` : `${field}.${part}`;
}

/** Every text field the schema declares, whether or not a document uses it. */
export function schemaTextFields(schema: AnySchema, field = ''): string[] {
  const def = defOf(unwrap(schema));
  if (def.type === 'string') return [field];
  if (def.type === 'object') return Object.entries(def.shape ?? {}).flatMap(([key, inner]) => schemaTextFields(inner, join(field, key)));
  if (def.type === 'array' && def.element) return schemaTextFields(def.element, join(field, '[]'));
  if (def.type === 'union') return (def.options ?? []).flatMap((option, i) => schemaTextFields(option, join(field, `<${i}>`)));
  return [];
}

/**
 * The text fields `value` can hold: those it has, and absent optional ones whose
 * parent it has (a field can be set there without inventing required siblings).
 * Lists are entered through each item, a field taken from the first item that holds it; a union through the member
 * `value` satisfies.
 */
export function textSlots(schema: AnySchema, value: unknown, field = '', path: JsonPath = []): TextSlot[] {
  const def = defOf(unwrap(schema));
  if (def.type === 'string') return [{ field, path }];
  if (def.type === 'object') {
    if (!value || typeof value !== 'object') return [];
    const record = value as Record<string, unknown>;
    // An absent object yields nothing below, so no required sibling is ever invented.
    return Object.entries(def.shape ?? {}).flatMap(([key, inner]) => textSlots(inner, record[key], join(field, key), [...path, key]));
  }
  if (def.type === 'array' && def.element) {
    const items = Array.isArray(value) && value.length ? value : [undefined];
    const slots = items.flatMap((item, i) => textSlots(def.element!, item, join(field, '[]'), [...path, i]));
    // Each field once, in the first item that holds it: a list of a union's members holds several kinds.
    return slots.filter((slot, i) => slots.findIndex((other) => other.field === slot.field) === i);
  }
  if (def.type === 'union') {
    const index = (def.options ?? []).findIndex((option) => (option as z.ZodType).safeParse(value).success);
    return index < 0 ? [] : textSlots(def.options![index], value, join(field, `<${index}>`), path);
  }
  return [];
}

/** A deep copy of `document` with `value` at `path`, creating the list or object the path needs. */
export function withValueAt(document: unknown, path: JsonPath, value: unknown): unknown {
  const copy = structuredClone(document) as Record<string | number, unknown>;
  let node = copy;
  path.forEach((segment, i) => {
    if (i === path.length - 1) node[segment] = value;
    else node = (node[segment] ??= typeof path[i + 1] === 'number' ? [] : {}) as Record<string | number, unknown>;
  });
  return copy;
}
