// Replacing a picture: the old one's width and height go when they are not the new one's shape.
import type { Finding, JsonPath } from '../wire';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** The places of the pictures ({ src, … }) whose file differs between `before` and `after`, at the same place. */
export function replacedPictures(before: unknown, after: unknown, path: JsonPath = []): JsonPath[] {
  if (!isObject(before) || !isObject(after)) return [];
  const own = typeof after.src === 'string' && typeof before.src === 'string' && after.src !== before.src ? [path] : [];
  return [
    ...own,
    ...Object.keys(after).flatMap((key) => replacedPictures(before[key], after[key], [...path, Array.isArray(after) ? Number(key) : key])),
  ];
}

/**
 * `value` without the width and height of each replaced picture (its place, as JSON, in `replaced`) the validator
 * finds are not its file's shape (PictureSizeMismatch); `value` itself when there is none.
 */
export function withoutStaleSizes(value: unknown, findings: Finding[], replaced: Set<string>): unknown {
  const stale = findings
    .filter((finding) => finding.name === 'PictureSizeMismatch' && ['width', 'height'].includes(String(finding.jsonPath.at(-1))))
    .map((finding) => finding.jsonPath.slice(0, -1))
    .filter((path) => replaced.has(JSON.stringify(path)));
  const at = (root: unknown, path: JsonPath) => path.reduce<unknown>((node, step) => (isObject(node) ? node[step] : undefined), root);
  const sized = stale.filter((path) => {
    const picture = at(value, path);
    return isObject(picture) && ('width' in picture || 'height' in picture);
  });
  // Already gone (the findings are of a value a moment older): nothing to change, so no step of undo either.
  if (!sized.length) return value;
  const copy = structuredClone(value);
  for (const path of sized) {
    const picture = at(copy, path) as Json;
    delete picture.width;
    delete picture.height;
  }
  return copy;
}
