import { localStorageColorSchemeManager, MantineContext, MantineThemeProvider, useProviderColorScheme } from '@mantine/core';
import type { ReactNode } from 'react';
import { defaultColorScheme, theme } from './theme';

const colorSchemeManager = localStorageColorSchemeManager();
const getRootElement = () => document.documentElement;

/**
 * MantineProvider without what the build already does: it writes the theme's CSS variables and
 * breakpoint classes into the stylesheet (theme-css.ts), so the code that would write them on every
 * page (2.1 kB gzip of its first-load script) is not shipped. The colour scheme is Mantine's own.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const colorScheme = useProviderColorScheme({
    manager: colorSchemeManager,
    defaultColorScheme,
    getRootElement,
    forceColorScheme: undefined,
  });
  const context = { ...colorScheme, getRootElement, classNamesPrefix: 'mantine', cssVariablesSelector: ':root', withStaticClasses: true };
  return (
    <MantineContext value={context}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
