import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A deep ink blue: shade 7 (buttons, links) keeps white text above 7:1.
const ink: MantineColorsTuple = [
  '#eef2ff',
  '#dfe5fb',
  '#bcc8f2',
  '#96a9ea',
  '#768fe3',
  '#617ede',
  '#5575dd',
  '#4563c4',
  '#3b58b0',
  '#2e4a9c',
];

export const theme = createTheme({
  primaryColor: 'ink',
  primaryShade: 8,
  colors: { ink },
  fontFamily: '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: {
    fontFamily: '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    fontWeight: '750',
  },
  defaultRadius: 'md',
  black: '#1b2030',
  cursorType: 'pointer',
  focusRing: 'auto',
});
