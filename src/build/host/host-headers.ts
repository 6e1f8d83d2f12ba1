import { statSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';

export const HEADERS_FILE = '_headers';

let cached: { file: string; mtimeMs: number; rules: Header[] } | undefined;

/** The rules of dir/_headers, parsed by Netlify's own parser; read again when the file changes (a new build). */
async function rulesOf(dir: string): Promise<Header[]> {
  const file = join(dir, HEADERS_FILE);
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  if (cached?.file === file && cached.mtimeMs === mtimeMs) return cached.rules;
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
  for (const error of errors) console.warn(`${file}: ${error.message}`);
  const rules = headers.filter((rule): rule is Header => 'forRegExp' in rule);
  cached = { file, mtimeMs, rules };
  return rules;
}

/**
 * The headers a static host adds to the answer for `pathname`, as Netlify and Cloudflare
 * Pages apply _headers: every matching rule counts, and a name set twice gets both values.
 */
export async function hostHeaders(dir: string, pathname: string): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  for (const rule of await rulesOf(dir)) {
    if (!rule.forRegExp.test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.values)) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}
