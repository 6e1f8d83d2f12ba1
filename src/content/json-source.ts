import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

export type JsonPath = (string | number)[];

/** A JSON file parsed with the positions of its values kept, so errors can say line:column. */
export interface JsonSource {
  file: string;
  text: string;
  tree: Node | undefined;
  value: unknown;
}

export interface Position {
  line: number;
  column: number;
}

export function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

export function parseJsonSource(file: string, text: string): { source?: JsonSource; errors: { offset: number; message: string }[] } {
  const parseErrors: ParseError[] = [];
  const tree = parseTree(text, parseErrors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (parseErrors.length > 0 || !tree) {
    // After the first syntax error the rest are usually echoes of it.
    const first = parseErrors[0];
    return {
      errors: [
        first
          ? { offset: first.offset, message: humanParseError(printParseErrorCode(first.error)) }
          : { offset: 0, message: 'the file is empty' },
      ],
    };
  }
  return { source: { file, text, tree, value: JSON.parse(text) }, errors: [] };
}

function humanParseError(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/**
 * Where a JSON path points in the file: the key itself when `atKey`, else the value.
 * A path that does not exist (a missing key) points at its nearest existing parent.
 */
export function locate(source: JsonSource, path: JsonPath, atKey = false): Position {
  if (!source.tree) return { line: 1, column: 1 };
  for (let depth = path.length; depth >= 0; depth--) {
    const node = findNodeAtLocation(source.tree, path.slice(0, depth));
    if (!node) continue;
    const keyNode = depth === path.length && atKey && node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
    return positionAt(source.text, (keyNode ?? node).offset);
  }
  return { line: 1, column: 1 };
}

/** "sections[3].items[0].title" */
export function formatPath(path: JsonPath): string {
  return path
    .map((segment, i) =>
      typeof segment === 'number' ? `[${segment}]` : /^[$A-Za-z_][\w$]*$/.test(segment) ? `${i ? '.' : ''}${segment}` : `["${segment}"]`,
    )
    .join('');
}
