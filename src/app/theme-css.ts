import { convertCssVariables, defaultCssVariablesResolver, DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import type { Plugin } from 'vite';
import { theme } from './theme';

const THEME_CSS = 'virtual:theme.css';

/**
 * The theme's CSS variables (Mantine's defaults with ours over them, for both schemes) as a
 * stylesheet. Mantine would otherwise write them into every page at run time (an inline <style>
 * of some 6 kB that the build cannot trim); in the stylesheet, a page's inline rules keep only
 * the variables it reads, and a page opened later finds every one in the full sheet.
 */
export function themeStylesheet(): string {
  const { variables, dark, light } = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  return convertCssVariables(
    {
      variables,
      dark: { ...dark, '--mantine-color-scheme': 'dark' },
      light: { ...light, '--mantine-color-scheme': 'light' },
    },
    ':root',
  );
}

/** Serves `import 'virtual:theme.css'` (src/app/styles.ts); MantineProvider runs with withCssVariables={false}. */
export function themePlugin(): Plugin {
  return {
    name: 'theme-css',
    resolveId: (id) => (id === THEME_CSS ? `\0${THEME_CSS}` : undefined),
    load: (id) => (id === `\0${THEME_CSS}` ? themeStylesheet() : undefined),
  };
}
