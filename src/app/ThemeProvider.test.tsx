// @vitest-environment jsdom
import { Badge, Burger, Button, MantineProvider, Text, useMantineColorScheme } from '@mantine/core';
import { act, cleanup, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { defaultColorScheme, theme } from './theme';
import { themeStylesheet } from './theme-css';
import { ThemeProvider } from './ThemeProvider';

afterEach(() => {
  cleanup();
  document.cookie = 'color-scheme=; Path=/; Max-Age=0';
});

const sample = (
  <>
    <Button>Read the case study</Button>
    <Badge color="teal">Live</Badge>
    <Text c="dimmed" size="sm">
      Senior product manager
    </Text>
    <Burger opened={false} hiddenFrom="md" aria-label="Open menu" />
  </>
);

it('draws components as MantineProvider does, less the styles the stylesheet holds and the readable class names', () => {
  const mantine = renderToStaticMarkup(
    <MantineProvider theme={theme} defaultColorScheme={defaultColorScheme} withCssVariables={false} withStaticClasses={false}>
      {sample}
    </MantineProvider>,
  );
  const ours = renderToStaticMarkup(<ThemeProvider>{sample}</ThemeProvider>);
  // MantineProvider writes its breakpoint classes into the page; ours are in the stylesheet, verbatim.
  const classes = /^<style data-mantine-styles="classes">(.*?)<\/style>/.exec(mantine);
  expect(classes).not.toBeNull();
  expect(themeStylesheet()).toContain(classes![1]);
  expect(ours).toBe(mantine.slice(classes![0].length));
  expect(ours).toContain('mantine-hidden-from-md');
  expect(ours).not.toMatch(/mantine-[A-Z]/);
});

function SchemeSwitch() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <button type="button" onClick={() => setColorScheme('dark')}>
      {colorScheme}
    </button>
  );
}

it('switches, marks and remembers the colour scheme, in its cookie', () => {
  const { getByRole } = render(
    <ThemeProvider>
      <SchemeSwitch />
    </ThemeProvider>,
  );
  expect(getByRole('button').textContent).toBe(defaultColorScheme);
  act(() => getByRole('button').click());
  expect(getByRole('button').textContent).toBe('dark');
  expect(document.documentElement.dataset.mantineColorScheme).toBe('dark');
  expect(document.cookie).toBe('color-scheme=dark');
  expect(localStorage.length).toBe(0);
});
