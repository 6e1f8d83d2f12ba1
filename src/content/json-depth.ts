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

/**
 * Whether a value already parsed nests objects or lists deeper than `max` (the value itself being the first level, as
 * for tooDeepAt). JSON.parse takes any depth; what comes after it (the editor's text edit, zod) recurses and would
 * exhaust the stack, so the walk keeps its own list rather than recursing.
 */
export function nestedDeeperThan(value: unknown, max = MAX_DEPTH): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth > max) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}
