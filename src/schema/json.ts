/**
 * Helpers over parsed JSON values (documents, site.json, schemas): the path type, the object test and a walker,
 * declared once for every module that reads JSON.
 */

/** A place in a JSON value: ["sections", 2, "heading"]; [] is the value as a whole. */
export type JsonPath = (string | number)[];

export type JsonObject = Record<string, unknown>;

/** A JSON object, as opposed to null, a list or a plain value. */
export const isJsonObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The values directly inside a list or an object, each with its index or key; none inside a plain value. */
export function childrenOf(value: unknown): [string | number, unknown][] {
  if (Array.isArray(value)) return value.map((item, i) => [i, item]);
  return isJsonObject(value) ? Object.entries(value) : [];
}

/**
 * Calls `visit` with `value` and every value inside it, in document order, each with its path: a list or an object
 * before what it holds. When `visit` answers false, what that value holds is skipped.
 */
export function walkJson(value: unknown, visit: (value: unknown, path: JsonPath) => boolean | void, path: JsonPath = []): void {
  if (visit(value, path) === false) return;
  for (const [key, child] of childrenOf(value)) walkJson(child, visit, [...path, key]);
}

/** Every string in `value`, in document order, each with its path. */
export function stringsIn(value: unknown): [text: string, path: JsonPath][] {
  const found: [string, JsonPath][] = [];
  walkJson(value, (item, path) => {
    if (typeof item === 'string') found.push([item, path]);
  });
  return found;
}

/** A copy of a list or an object with `change` made to each value directly inside it; a plain value as it is. */
export function mapChildren(value: unknown, change: (child: unknown, key: string | number) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item, i) => change(item, i));
  // fromEntries, not assignment, so that a "__proto__" key stays a plain key.
  return isJsonObject(value) ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, change(item, key)])) : value;
}

/** The value at `path`, stepping into lists and objects only; undefined where the path leads nowhere. */
export const valueAt = (value: unknown, path: JsonPath): unknown =>
  path.reduce<unknown>((node, step) => (isJsonObject(node) || Array.isArray(node) ? (node as JsonObject)[step] : undefined), value);
