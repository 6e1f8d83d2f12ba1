/**
 * Editor help added to the emitted JSON Schema, beyond what zod emits:
 * - `defaultSnippets` on every block (VS Code offers each block, filled from its first fixture,
 *   when completing a section);
 * - `patternErrorMessage` (VS Code) and `errorMessage.pattern` (ajv-errors, other tools) on every
 *   pattern, so a bad value explains itself in words instead of showing the raw regular expression.
 */
import { isJsonObject, mapChildren, walkJson } from '../../schema/json';
import { messages, type Message } from '../../schema/messages';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type SchemaNode = { [key: string]: Json };

/** The catalogue's words for the patterns the schemas share, without the "got …" the editor shows itself. */
const expectation = ({ text }: Message) => text.replace(/, got .*$/, '');
const PATTERN_MESSAGES: Record<string, string> = {
  '^(\\/(?![/\\\\])|#[A-Za-z]|https:\\/\\/[^\\s]+$|mailto:[^\\s]+$|\\{[A-Za-z][A-Za-z0-9]*\\}(\\/[^\\s/\\\\][^\\s]*)?$)': expectation(
    messages.BadLink(''),
  ),
  '^\\/([a-z0-9]+(-[a-z0-9]+)*(\\/[a-z0-9]+(-[a-z0-9]+)*)*)?$': expectation(messages.BadRoute('')),
  '^[A-Za-z0-9_-]{11}$': expectation(messages.BadVideoId('')),
  '^[a-z][a-z0-9-]*$': 'expected an anchor id: lower-case letters, digits and "-", starting with a letter, e.g. "my-journey"',
  '^\\d{4}-(0[1-9]|1[0-2])$': 'expected a month written YYYY-MM, e.g. "2025-03"',
};

/** zod's date pattern is long and version-specific: known by the leap day it spells out. */
const isDatePattern = (pattern: string) => pattern.startsWith('^') && pattern.includes('-02-29');

/** The message for a pattern: the catalogue's when there is one, else the field's own description. */
export function patternMessage(pattern: string, description: string | undefined): string {
  if (isDatePattern(pattern)) return 'expected a date written YYYY-MM-DD, e.g. "2025-03-14"';
  return (
    PATTERN_MESSAGES[pattern] ?? `expected ${description ? description.replace(/^./, (c) => c.toLowerCase()) : `text matching ${pattern}`}`
  );
}

/**
 * A value as snippet body: VS Code reads body strings as snippet text, where "$", "}" and "\"
 * mean something; such a string goes in raw ("^" prefix) with those characters escaped.
 */
export function snippetBody(value: unknown): Json {
  if (typeof value === 'string') return /[$}\\]/.test(value) ? `^${JSON.stringify(value).replace(/[$}\\]/g, '\\$&')}` : value;
  return mapChildren(value, snippetBody) as Json;
}

/** Every object in the schema, collected before any is changed (what is added must not be visited). */
function nodesOf(node: Json): SchemaNode[] {
  const found: SchemaNode[] = [];
  walkJson(node, (value) => {
    if (isJsonObject(value)) found.push(value as SchemaNode);
  });
  return found;
}

/** Adds the editor help in place; `fixtures` maps each block type to its example section. */
export function addEditorHints<T extends object>(schema: T, fixtures: Record<string, unknown> = {}): T {
  for (const node of nodesOf(schema as Json)) {
    if (typeof node.pattern === 'string') {
      const message = patternMessage(node.pattern, typeof node.description === 'string' ? node.description : undefined);
      node.patternErrorMessage = message;
      node.errorMessage = { pattern: message };
    }
    const type = (node.properties as SchemaNode | undefined)?.type as SchemaNode | undefined;
    if (node.type === 'object' && typeof type?.const === 'string' && type.const in fixtures) {
      node.defaultSnippets = [
        {
          label: type.const,
          description: typeof type.description === 'string' ? type.description : type.const,
          body: snippetBody(fixtures[type.const]),
        },
      ];
    }
  }
  return schema;
}
