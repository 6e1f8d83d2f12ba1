// A drawing (an SVG of the site's own) has a dark twin beside it, "x.svg" → "x.dark.svg": the owner's own when
// public/ holds one, else the build's (src/build/assets/dark-artwork.ts). Pages draw both and the scheme shows one
// (global.css), so the site's own toggle, not only the system's preference, picks it. Zod-free: the browser uses it.

/** A drawing of the site's own that has a dark twin: a local SVG that is not itself a twin. */
export function hasDarkTwin(src: string): boolean {
  return src.startsWith('/') && /\.svg$/i.test(src) && !isDarkTwin(src);
}

export function isDarkTwin(src: string): boolean {
  return /\.dark\.svg$/i.test(src);
}

/** "/assets/covers/flair-oci.svg" → "/assets/covers/flair-oci.dark.svg". */
export function darkTwinPath(src: string): string {
  return src.replace(/\.svg$/i, '.dark.svg');
}

/** "/assets/covers/flair-oci.dark.svg" → "/assets/covers/flair-oci.svg". */
export function lightOriginalPath(src: string): string {
  return src.replace(/\.dark\.svg$/i, '.svg');
}
