import { getNodePath, parseTree, type Node, type ParseError } from 'jsonc-parser';
import type { JsonPath } from '../../schema/json';
import { messages, quote, type Message } from '../../schema/messages';
import { takeRepeatedKeys } from './duplicate-keys';
import { MAX_DEPTH, tooDeepAt } from './json-depth';
import { describeSyntaxError } from './json-syntax';
import { lineStarts, positionAt, type Position } from './positions';

/** A JSON file parsed with the positions of its values kept, so errors can say line:column. */
export interface JsonSource {
  file: string;
  text: string;
  lineStarts: number[];
  tree: Node | undefined;
  value: unknown;
}

/** A problem found while reading the file, already placed. */
export interface SourceProblem extends Position {
  path: JsonPath;
  message: Message;
}

export function parseJsonSource(file: string, fileText: string): { source?: JsonSource; errors: SourceProblem[] } {
  // Some editors start a UTF-8 file with a byte-order mark. JSON does not allow it, and
  // editors do not count it as a column, so drop it before parsing and placing errors.
  const text = fileText.startsWith('\uFEFF') ? fileText.slice(1) : fileText;
  const starts = lineStarts(text);
  const deepAt = tooDeepAt(text);
  if (deepAt !== undefined) return { errors: [{ ...positionAt(starts, deepAt), path: [], message: messages.TooDeep(MAX_DEPTH) }] };
  const parseErrors: ParseError[] = [];
  const tree = parseTree(text, parseErrors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (parseErrors.length > 0 || !tree) {
    // After the first syntax error the rest are usually echoes of it.
    const { offset, message } = describeSyntaxError(text, parseErrors[0]);
    return { errors: [{ ...positionAt(starts, offset), path: [], message }] };
  }
  const repeated = takeRepeatedKeys(tree).map((key) => ({
    ...positionAt(starts, key.offset),
    path: getNodePath(key),
    message: messages.RepeatedKey(),
  }));
  return { source: { file, text, lineStarts: starts, tree, value: JSON.parse(text) }, errors: repeated };
}

/** Each object's properties by key (the first, where a key is repeated), made once: a document of many keys and many errors would search it for each. */
const propertiesOf = new WeakMap<Node, Map<string, Node>>();

/** The value at `path` in the tree, as jsonc-parser's findNodeAtLocation finds it, in a time that does not grow with an object's size. */
function nodeAt(tree: Node, path: JsonPath): Node | undefined {
  let node: Node | undefined = tree;
  for (const segment of path) {
    if (!node) return undefined;
    if (typeof segment === 'number') {
      node = node.type === 'array' ? node.children?.[segment] : undefined;
      continue;
    }
    if (node.type !== 'object') return undefined;
    let properties = propertiesOf.get(node);
    if (!properties) {
      properties = new Map();
      for (const property of node.children ?? []) {
        const [key, value] = property.children ?? [];
        if (value && typeof key.value === 'string' && !properties.has(key.value)) properties.set(key.value, value);
      }
      propertiesOf.set(node, properties);
    }
    node = properties.get(segment);
  }
  return node;
}

/**
 * Where a JSON path points in the file: the key itself when `atKey`, else the value.
 * A path that does not exist (a missing key) points at its nearest existing parent.
 */
export function locate(source: JsonSource, path: JsonPath, atKey = false): Position {
  if (!source.tree) return { line: 1, column: 1 };
  for (let depth = path.length; depth >= 0; depth--) {
    const node = nodeAt(source.tree, path.slice(0, depth));
    if (!node) continue;
    const keyNode = depth === path.length && atKey && node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
    return positionAt(source.lineStarts, (keyNode ?? node).offset);
  }
  return { line: 1, column: 1 };
}

/** "sections[3].items[0].title"; an odd key is quoted JSON-style (`["my-site"]`) so the report stays one line. */
export function formatPath(path: JsonPath): string {
  return path
    .map((segment, i) => {
      if (typeof segment === 'number') return `[${segment}]`;
      return /^[$A-Za-z_][\w$]{0,59}$/.test(segment) ? `${i ? '.' : ''}${segment}` : `[${quote(segment)}]`;
    })
    .join('');
}
