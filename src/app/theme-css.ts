import { convertCssVariables, defaultCssVariablesResolver, DEFAULT_THEME, em, mergeMantineTheme, px } from '@mantine/core';
import type { Plugin as PostcssPlugin } from 'postcss';
import type { Plugin } from 'vite';
import { SCALED } from './scaled-size';
import { theme } from './theme';

const THEME_CSS = 'virtual:theme.css';

/**
 * The palettes the site's code names in a `color` prop or a `--mantine-color-*` variable (a test reads
 * the code for them): the theme's own two, Mantine's gray, and red and teal for messages and badges.
 */
export const PALETTES = ['ink', 'dark', 'gray', 'red', 'teal'] as const;

/** The rules behind `hiddenFrom` and `visibleFrom`, written as Mantine's MantineClasses writes them. */
function breakpointClasses(breakpoints: Record<string, string>): string {
  return Object.entries(breakpoints)
    .map(
      ([name, width]) =>
        `@media (max-width: ${em(Number(px(width)) - 0.1)}) {.mantine-visible-from-${name} {display: none !important;}}` +
        `@media (min-width: ${em(px(width))}) {.mantine-hidden-from-${name} {display: none !important;}}`,
    )
    .join('');
}

/**
 * The theme's CSS variables (Mantine's defaults with ours over them, for both schemes) and its
 * breakpoint classes as a stylesheet. MantineProvider would otherwise write them into every page at
 * run time (inline <style>s of some 6 kB that the build cannot trim, and 2 kB gzip of code to write
 * them; see ThemeProvider.tsx). In the stylesheet, a page's inline rules keep only what it reads,
 * and a page opened later finds every rule in the full sheet.
 */
export function themeStylesheet(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const { variables, dark, light } = defaultCssVariablesResolver(merged);
  // Ten shades and a dozen variants per palette, in both schemes: the palettes that no code names
  // were a tenth of the full sheet (1.9 of 19.0 kB gzip).
  const unused = Object.keys(merged.colors).filter((name) => !(PALETTES as readonly string[]).includes(name));
  const ofUnused = new RegExp(`^--mantine-color-(${unused.join('|')})-`);
  const used = (record: Record<string, string>) => Object.fromEntries(Object.entries(record).filter(([name]) => !ofUnused.test(name)));
  const variablesSheet = convertCssVariables(
    {
      variables: used(variables),
      dark: { ...used(dark), '--mantine-color-scheme': 'dark' },
      light: { ...used(light), '--mantine-color-scheme': 'light' },
    },
    ':root',
  );
  return variablesSheet + breakpointClasses(merged.breakpoints);
}

/**
 * A PostCSS plugin (vite.config.ts) writing every size in the stylesheets as the size alone when the theme's scale is 1,
 * the same computed value: Mantine writes some 250 as products with the scale, 130 bytes of the site's sheet gzipped
 * and 60 of the archives' controls. The components' style attributes still name the scale; the prerendered pages'
 * are rewritten with their inline rules (src/build/prerender/critical-css.ts).
 */
export function unscaleSizes(): PostcssPlugin {
  const one = mergeMantineTheme(DEFAULT_THEME, theme).scale === 1;
  return {
    postcssPlugin: 'unscale-sizes',
    Declaration(decl) {
      if (one && decl.value.includes('--mantine-scale')) decl.value = decl.value.replace(SCALED, '$1');
    },
  };
}

/** Serves `import 'virtual:theme.css'` (src/app/styles.ts), which ThemeProvider leaves to the build. */
export function themePlugin(): Plugin {
  return {
    name: 'theme-css',
    resolveId: (id) => (id === THEME_CSS ? `\0${THEME_CSS}` : undefined),
    load: (id) => (id === `\0${THEME_CSS}` ? themeStylesheet() : undefined),
  };
}
