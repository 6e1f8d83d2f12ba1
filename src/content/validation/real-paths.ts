/**
 * Where a path really leads, links followed: the one check that keeps the validator and the editor to pages/ (and
 * the editor's uploads to public/assets/) when a link inside leads elsewhere.
 */
import { existsSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

/**
 * Whether `path` is `folder` or lies under it, both absolute, compared a whole segment at a time: "public-old/x" is not
 * under "public". The one containment check of the project's paths (tests/unit/containment.test.ts keeps it so).
 */
export function isWithin(folder: string, path: string): boolean {
  const inside = relative(resolve(folder), resolve(path));
  return inside === '' || (inside !== '..' && !inside.startsWith(`..${sep}`) && !isAbsolute(inside));
}

/** The real path of `path`, or of its nearest folder that exists: where a link in it really leads. */
function realPathOfNearest(path: string): string {
  let existing = path;
  while (!existsSync(existing)) existing = dirname(existing);
  return realpathSync(existing);
}

/** Whether `path` (which need not exist yet) really lies under the existing `folder`, once every link on the way is followed. */
export function leadsInside(folder: string, path: string): boolean {
  return isWithin(realpathSync(folder), realPathOfNearest(path));
}
