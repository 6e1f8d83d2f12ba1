import { createScanner } from 'jsonc-parser';

/** Deeper than any page needs (they use about ten levels), far shallower than what exhausts the stack. */
export const MAX_DEPTH = 64;

/** jsonc-parser's SyntaxKind values; it declares them as a const enum, which isolated modules cannot read. */
const OPENS = new Set([1, 3]); // OpenBraceToken, OpenBracketToken
const CLOSES = new Set([2, 4]); // CloseBraceToken, CloseBracketToken
const EOF = 17;

/**
 * The offset of the first `{` or `[` nested deeper than `max`, if any. A flat scan,
 * run before parsing: the parser and every later pass recurse, and a file nested a
 * few thousand levels deep would crash them instead of getting a message.
 */
export function tooDeepAt(text: string, max = MAX_DEPTH): number | undefined {
  const scanner = createScanner(text, true);
  let depth = 0;
  for (let kind: number = scanner.scan(); kind !== EOF; kind = scanner.scan()) {
    if (OPENS.has(kind) && ++depth > max) return scanner.getTokenOffset();
    if (CLOSES.has(kind)) depth -= 1;
  }
  return undefined;
}

/** Far more values than any page holds (ten years of weekly news are about 30,000): past it a request is refused. */
export const MAX_MEMBERS = 50_000;

/**
 * What makes a value already parsed too large to edit: objects or lists nested deeper than `maxDepth` (the value itself
 * being the first level, as for tooDeepAt), or more than `maxMembers` keys and items in all. JSON.parse takes any
 * depth and size; what comes after it (the editor's text edit, zod) recurses, and would exhaust the stack or take
 * minutes, so the walk keeps its own list rather than recursing, and stops at the first limit passed.
 */
export function tooLarge(value: unknown, maxDepth = MAX_DEPTH, maxMembers = MAX_MEMBERS): 'deep' | 'many' | undefined {
  const pending: [unknown, number][] = [[value, 1]];
  let members = 0;
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > maxDepth) return 'deep';
    for (const child of Object.values(item)) {
      if (++members > maxMembers) return 'many';
      pending.push([child, depth + 1]);
    }
  }
  return undefined;
}
