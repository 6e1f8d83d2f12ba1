// A case's key screen, drawn by the build as a picture file of its own (src/build/assets/key-screens.tsx): its address
// and size, for the validator (which gives the cards naming the case that picture) and the build (which writes
// it), so the two cannot disagree. Zod-free.

import { PICTURES_DIR } from './picture-variants';

/**
 * Bump when the drawing changes (src/blocks/screens/draw, the file's frame or palette): every key screen's address
 * changes with it, so no browser keeps an old file under the year-long caching of the pictures' folder.
 */
export const KEY_SCREEN_VERSION = 11;

/** A card's cover box: 16:9, as the covers drawn before. Its width and height are the <img>'s, so no layout shift. */
export const KEY_SCREEN_SIZE = { width: 640, height: 360 } as const;

/** "/work/flair-oci" and a hash of its screen → "/_pictures/screen-work-flair-oci-3f2a9c1b07.svg" (its dark twin: ".dark.svg"). */
export function keyScreenPath(route: string, hash: string): string {
  const name = route
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `/${PICTURES_DIR}/screen-${name}-${hash}.svg`;
}
