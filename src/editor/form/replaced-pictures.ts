// Replacing a picture: the old one's width and height go when they are not the new one's shape.
import { childrenOf, isJsonObject, valueAt, type JsonObject } from '../../schema/json';
import type { Finding, JsonPath } from '../wire';

/** The places of the pictures ({ src, … }) whose file differs between `before` and `after`, at the same place. */
export function replacedPictures(before: unknown, after: unknown, path: JsonPath = []): JsonPath[] {
  // Nothing held here before: nothing under it was replaced.
  if (childrenOf(before).length === 0) return [];
  const replaced =
    isJsonObject(before) &&
    isJsonObject(after) &&
    typeof after.src === 'string' &&
    typeof before.src === 'string' &&
    after.src !== before.src;
  return [
    ...(replaced ? [path] : []),
    ...childrenOf(after).flatMap(([key, child]) => replacedPictures(valueAt(before, [key]), child, [...path, key])),
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
  const sized = stale.filter((path) => {
    const picture = valueAt(value, path);
    return isJsonObject(picture) && ('width' in picture || 'height' in picture);
  });
  // Already gone (the findings are of a value a moment older): nothing to change, so no step of undo either.
  if (!sized.length) return value;
  const copy = structuredClone(value);
  for (const path of sized) {
    const picture = valueAt(copy, path) as JsonObject;
    delete picture.width;
    delete picture.height;
  }
  return copy;
}
