import { RUNTIME_TOKENS, TOKEN } from '../schema/links';
import type { JsonPath } from './json-source';

/**
 * Replaces {token} in every string of a document with the site's values.
 * Runtime tokens ({resume}) stay for the browser to resolve. Unknown tokens are reported.
 */
export function substituteTokens(
  value: unknown,
  tokens: Record<string, string>,
  report: (path: JsonPath, token: string) => void,
  path: JsonPath = [],
): unknown {
  if (typeof value === 'string') {
    return value.replace(TOKEN, (whole, token: string) => {
      if (token in tokens) return tokens[token];
      if (!(RUNTIME_TOKENS as readonly string[]).includes(token)) report(path, token);
      return whole;
    });
  }
  if (Array.isArray(value)) return value.map((item, i) => substituteTokens(item, tokens, report, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, substituteTokens(item, tokens, report, [...path, key])]));
  }
  return value;
}

export function knownTokens(tokens: Record<string, string>): string[] {
  return [...Object.keys(tokens), ...RUNTIME_TOKENS];
}
