/**
 * Which strings of a document are words a visitor reads, as the schema that admits them says: a field marks itself
 * `.meta(NOT_TEXT)` (a link, a picture, an id, a date, a list's settings), and a value from a fixed set (an enum, a
 * literal) is a setting unless it marks itself `.meta(WORDS)` (a category a visitor reads). Search (src/build/feeds-and-search/search-records.ts) and the validator's count of a page's words
 * (src/content/validation/page-outline.ts) ask here, so a new block's `"align": "left"` never becomes words of the page.
 */
import { globalRegistry, type z } from 'zod';
import { childrenOf } from './json';

type AnySchema = z.core.$ZodType;

/** Not words: search skips the field (and all under it) and it does not count as a page's text. */
export const NOT_TEXT = { search: false } as const;
/** A value from a fixed set that is still words a visitor reads, e.g. a category shown on its card. */
export const WORDS = { search: true } as const;

interface Def {
  type: string;
  innerType?: AnySchema;
  in?: AnySchema;
  getter?: () => AnySchema;
  options?: AnySchema[];
  discriminator?: string;
  shape?: Record<string, AnySchema>;
  element?: AnySchema;
  valueType?: AnySchema;
}

const defOf = (schema: AnySchema) => schema._zod.def as unknown as Def;
const searchMeta = (schema: AnySchema) => (globalRegistry.get(schema) as { search?: boolean } | undefined)?.search;

/** A schema reached for a value: the one that admits it, and whether a wrapper on the way marked it. */
export interface Field {
  schema: AnySchema;
  /** False under a field marked NOT_TEXT. */
  search: boolean;
  /** Marked WORDS. */
  words: boolean;
}

const KINDS: Record<string, string> = { string: 'string', number: 'number', boolean: 'boolean' };

/** Whether a union member could admit `value`, judged by shape alone (the validator has already judged the rest). */
function admits(option: AnySchema, value: unknown): boolean {
  const def = defOf(resolve({ schema: option, search: true, words: false }, value).schema);
  if (def.type === 'enum' || def.type === 'literal') return typeof value === 'string';
  if (Array.isArray(value)) return def.type === 'array';
  if (typeof value === 'object' && value !== null) {
    if (def.type === 'record') return true;
    return def.type === 'object' && Object.keys(value).every((key) => def.shape && key in def.shape);
  }
  return KINDS[typeof value] === def.type;
}

/** Past optional, default, pipe and lazy wrappers, to the union member that admits `value`. */
function resolve(field: Field, value: unknown): Field {
  let { schema, search, words } = field;
  for (;;) {
    const meta = searchMeta(schema);
    search &&= meta !== false;
    words ||= meta === true;
    const def = defOf(schema);
    let next: AnySchema | undefined;
    if (def.innerType) next = def.innerType;
    else if (def.type === 'pipe') next = def.in;
    else if (def.type === 'lazy') next = def.getter?.();
    else if (def.type === 'union') {
      const key = def.discriminator;
      const wanted = key && typeof value === 'object' && value ? (value as Record<string, unknown>)[key] : undefined;
      next = def.options?.find((option) => (key ? offers(option, key, wanted) : admits(option, value)));
    }
    if (!next) return { schema, search, words };
    schema = next;
  }
}

/** Whether a member of a discriminated union (or a union of them) takes this discriminator value. */
function offers(option: AnySchema, key: string, wanted: unknown): boolean {
  const def = defOf(option);
  if (def.options) return def.options.some((inner) => offers(inner, key, wanted));
  if (def.innerType) return offers(def.innerType, key, wanted);
  if (def.type === 'pipe' && def.in) return offers(def.in, key, wanted);
  const literal = def.shape?.[key] && (defOf(def.shape[key]) as { values?: unknown[] }).values;
  return Boolean(literal?.includes(wanted));
}

/** The field of a whole value, to start a walk with (a page's sections under their schema). */
export const fieldOf = (schema: AnySchema, value: unknown): Field => resolve({ schema, search: true, words: false }, value);

/**
 * The field of `value[key]` (an object's key or a list's index) within `field`; undefined where the schema says
 * nothing of it (a key the build derived), which is then not text either.
 */
export function childField(field: Field, key: string | number, child: unknown): Field | undefined {
  const def = defOf(field.schema);
  const schema =
    def.type === 'object' ? def.shape?.[key] : def.type === 'array' ? def.element : def.type === 'record' ? def.valueType : undefined;
  return schema && resolve({ schema, search: field.search, words: false }, child);
}

/** Whether a string under this field is words: a free string (or one marked WORDS) not under NOT_TEXT. */
export const isText = (field: Field): boolean => {
  const def = defOf(field.schema) as Def & { format?: string };
  // A formatted string (a date, an e-mail address) is a value, not words.
  return field.search && (field.words || (def.type === 'string' && !def.format));
};

/** Every string of `value` that is words, in document order. */
export function wordsOf(schema: AnySchema, value: unknown): string[] {
  const words: string[] = [];
  const visit = (child: unknown, field: Field | undefined) => {
    if (!field?.search) return;
    if (typeof child === 'string') {
      if (isText(field)) words.push(child);
    } else for (const [key, item] of childrenOf(child)) visit(item, childField(field, key, item));
  };
  visit(value, fieldOf(schema, value));
  return words;
}
