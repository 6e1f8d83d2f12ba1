import type { z } from 'zod';
import { messages, problemOf, quote, type Message } from '../../schema/messages';
import { suggest } from '../../schema/suggest';
import { distance } from 'fastest-levenshtein';
import type { JsonPath } from '../../schema/json';

export { suggest };

export interface Problem {
  path: JsonPath;
  message: Message;
  /** Point at the key rather than its value (unknown keys). */
  atKey?: boolean;
}

export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

const EXPECTED_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

type AnySchema = z.core.$ZodType;

/** Follows a path through the schema (choosing union members by the data) to list the keys allowed there. */
function schemaAt(root: AnySchema, path: JsonPath, data: unknown): AnySchema | undefined {
  let schema: AnySchema | undefined = unwrap(root, data);
  let value = data;
  for (const segment of path) {
    if (!schema) return undefined;
    const def = schema._zod.def as { type: string; shape?: Record<string, AnySchema>; element?: AnySchema };
    schema = def.type === 'object' ? def.shape?.[segment as string] : def.type === 'array' ? def.element : undefined;
    value = (value as Record<string | number, unknown> | undefined)?.[segment];
    schema = schema && unwrap(schema, value);
  }
  return schema;
}

function unwrap(schema: AnySchema, value: unknown): AnySchema {
  const def = schema._zod.def as { type: string; innerType?: AnySchema; in?: AnySchema; options?: AnySchema[]; discriminator?: string };
  if (def.innerType) return unwrap(def.innerType, value);
  if (def.type === 'pipe' && def.in) return unwrap(def.in, value);
  if (def.type === 'union' && def.options) {
    const key = def.discriminator;
    const wanted = key ? (value as Record<string, unknown> | undefined)?.[key] : undefined;
    const match = def.options.find((option) => key && offers(option, key, wanted, value));
    return match ? unwrap(match, value) : schema;
  }
  return schema;
}

/** Whether a union member takes this discriminator value; a member may itself be a union (on another key). */
function offers(option: AnySchema, key: string, wanted: unknown, value: unknown): boolean {
  const def = option._zod.def as { shape?: Record<string, AnySchema>; options?: AnySchema[] };
  if (def.options) return def.options.some((inner) => offers(inner, key, wanted, value));
  const literal = def.shape?.[key] ? (def.shape[key]._zod.def as { values?: unknown[] }).values : undefined;
  return Boolean(literal?.includes(wanted));
}

function keysOf(schema: AnySchema | undefined): string[] {
  const shape = schema && (schema._zod.def as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

/** The allowed values nearest to what was written, nearest first. */
function nearestValues(got: unknown, allowed: readonly string[]): string[] {
  if (typeof got !== 'string') return [...allowed];
  return [...allowed].sort((a, b) => distance(got, a) - distance(got, b));
}

/** "expected one of 2, 3, 4, got 5"; with a near miss, "did you mean …?". */
function notOneOf(path: JsonPath, values: readonly unknown[], input: unknown): Problem {
  const names = values.map(String);
  const hint = typeof input === 'string' ? suggest(input, names) : undefined;
  const quoted = (list: readonly string[]) => list.map((n) => JSON.stringify(values[names.indexOf(n)]));
  if (values.length === 1) return { path, message: messages.WrongValue(quoted(names)[0], describeValue(input)) };
  return { path, message: messages.NotOneOf(quoted(names), describeValue(input), hint, quoted(nearestValues(input, names))) };
}

/** The literal values a union of literals (e.g. columns: 2 | 3 | 4) accepts, or undefined for any other union. */
function literalValues(branches: z.core.$ZodIssue[][] | undefined): unknown[] | undefined {
  if (!branches?.length) return undefined;
  const values: unknown[] = [];
  for (const branch of branches) {
    if (branch.length !== 1 || branch[0].code !== 'invalid_value' || branch[0].path.length > 0) return undefined;
    values.push(...branch[0].values);
  }
  return values;
}

/** A message a schema gave zod itself (through customIssue or mapped), with the name kept in the issue's params. */
const schemaMessage = (issue: z.core.$ZodIssue): Message => ({
  name: problemOf(issue) ?? 'Invalid',
  text: issue.message,
});

/** Turns zod's issues into one plain problem per offending value. */
export function problemsFromZod(issues: z.core.$ZodIssue[], root: AnySchema, data: unknown): Problem[] {
  return issues.flatMap((issue): Problem[] => {
    const path = issue.path as JsonPath;
    const input = (issue as { input?: unknown }).input;
    switch (issue.code) {
      case 'unrecognized_keys': {
        const known = keysOf(schemaAt(root, path, data));
        return issue.keys.map((key) => ({ path: [...path, key], atKey: true, message: messages.UnknownKey(suggest(key, known)) }));
      }
      case 'invalid_union': {
        const options = (issue as { options?: unknown[] }).options;
        const discriminator = (issue as { discriminator?: string }).discriminator;
        if (discriminator && options) {
          const got = (input as Record<string, unknown> | undefined)?.[discriminator];
          const names = options.map(String);
          if (discriminator === 'type') {
            if (typeof got !== 'string') return [{ path, message: messages.Missing(`a block type such as "${names[0]}"`) }];
            return [{ path, message: messages.UnknownBlockType(got, suggest(got, names)) }];
          }
          return [notOneOf([...path, discriminator], options, got)];
        }
        const branches = (issue as { errors?: z.core.$ZodIssue[][] }).errors;
        const literals = literalValues(branches);
        if (literals) return [notOneOf(path, literals, input)];
        // Otherwise the branch that came closest (fewest complaints) says what is wrong.
        const closest = branches?.length ? [...branches].sort((a, b) => a.length - b.length)[0] : undefined;
        if (closest?.length) {
          const nested = closest.map((inner) => ({ ...inner, path: [...path, ...inner.path] }) as z.core.$ZodIssue);
          return problemsFromZod(nested, root, data);
        }
        return [{ path, message: messages.Invalid(`got ${describeValue(input)}`) }];
      }
      case 'invalid_type': {
        const expected = EXPECTED_NAMES[issue.expected] ?? issue.expected;
        // A field may say better what its absence means (its schema's own message, taken from messages.ts).
        if (input === undefined && problemOf(issue)) return [{ path, message: schemaMessage(issue) }];
        if (input === undefined) return [{ path, message: messages.Missing(expected) }];
        return [{ path, message: messages.WrongType(expected, describeValue(input)) }];
      }
      case 'invalid_value':
        return [notOneOf(path, issue.values, input)];
      case 'too_small': {
        const unit = issue.origin === 'array' ? 'items' : issue.origin === 'string' ? 'characters' : '';
        if (issue.origin === 'string' && Number(issue.minimum) === 1)
          return [{ path, message: messages.WrongType('non-empty text', '""') }];
        if (issue.origin === 'number') return [{ path, message: messages.WrongValue(`at least ${issue.minimum}`, describeValue(input)) }];
        return [{ path, message: messages.TooShort(Number(issue.minimum), unit) }];
      }
      case 'too_big': {
        if (issue.origin === 'number') return [{ path, message: messages.WrongValue(`at most ${issue.maximum}`, describeValue(input)) }];
        return [{ path, message: messages.TooLong(Number(issue.maximum), issue.origin === 'array' ? 'items' : 'characters') }];
      }
      case 'invalid_format': {
        return [
          { path, message: problemOf(issue) ? schemaMessage(issue) : messages.WrongValue(`a valid ${issue.format}`, describeValue(input)) },
        ];
      }
      case 'custom':
        // A refinement's message comes from messages.ts already, its name in the issue's params.
        return [{ path, message: schemaMessage(issue) }];
      default:
        // Zod's own words ("Invalid input") say nothing an owner can act on; the value and the field's help can.
        return [{ path, message: messages.Invalid(issue.message.startsWith('Invalid') ? `got ${describeValue(input)}` : issue.message) }];
    }
  });
}
