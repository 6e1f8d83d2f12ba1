/**
 * A size Mantine multiplies by the theme's scale, `calc(.5rem * var(--mantine-scale))`, with the size as $1: the
 * stylesheets' (unscaleSizes, theme-css.ts) and the prerendered elements' style attributes (critical-css.ts) are
 * written without it. Alone in its file so that the build's prerender can read it without loading Mantine.
 */
export const SCALED = /calc\(\s*(-?[\d.]+[a-z%]*)\s*\*\s*var\(--mantine-scale\)\s*\)/g;
