import { RUNTIME_TOKENS, TOKEN } from '../schema/links';
import type { JsonPath } from './json-source';

/**
 * Replaces {token} in every string of a document with the site's values.
 * Runtime tokens ({resume}) stay for the browser to resolve. Unknown tokens are reported.
 */
export function substituteTokens(value: unknown, tokens: Record<string, string>, report: (path: JsonPath, token: string) => void): unknown {
  // One path, grown and shrunk on the way down and copied only for a report: most strings hold no token.
  const path: JsonPath = [];
  const within = (segment: string | number, item: unknown) => {
    path.push(segment);
    const result = walk(item);
    path.pop();
    return result;
  };
  function walk(node: unknown): unknown {
    if (typeof node === 'string') {
      if (!node.includes('{')) return node;
      return node.replace(TOKEN, (whole, token: string) => {
        if (token in tokens) return tokens[token];
        if (!(RUNTIME_TOKENS as readonly string[]).includes(token)) report([...path], token);
        return whole;
      });
    }
    if (Array.isArray(node)) return node.map((item, i) => within(i, item));
    // fromEntries, not assignment, so that a "__proto__" key stays a plain key.
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, within(key, item)]));
    return node;
  }
  return walk(value);
}

export function knownTokens(tokens: Record<string, string>): string[] {
  return [...Object.keys(tokens), ...RUNTIME_TOKENS];
}
