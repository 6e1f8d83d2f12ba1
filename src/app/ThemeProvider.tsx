import { MantineContext, MantineThemeProvider, useProviderColorScheme } from '@mantine/core';
import type { ReactNode } from 'react';
import { cookieColorSchemeManager } from './color-scheme';
import { defaultColorScheme, theme } from './theme';

const colorSchemeManager = cookieColorSchemeManager(import.meta.env.BASE_URL);
const getRootElement = () => document.documentElement;

/**
 * MantineProvider without what the build already does: it writes the theme's CSS variables and
 * breakpoint classes into the stylesheet (theme-css.ts), so the code that would write them on every
 * page (2.1 kB gzip of its first-load script) is not shipped. The colour scheme is Mantine's own, stored in a cookie (./color-scheme.ts).
 * Mantine's readable class names ("mantine-Badge-root", on every element it draws) are left out: nothing
 * styles by them, and they were about 6% of each page's HTML. Where our CSS needs a part, it names it
 * with `classNames`.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const colorScheme = useProviderColorScheme({
    manager: colorSchemeManager,
    defaultColorScheme,
    getRootElement,
    forceColorScheme: undefined,
  });
  const context = { ...colorScheme, getRootElement, classNamesPrefix: 'mantine', cssVariablesSelector: ':root', withStaticClasses: false };
  return (
    <MantineContext value={context}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
