import { createTheme, type MantineColorScheme, type MantineColorsTuple } from '@mantine/core';

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

// Mantine's dark greys, tinted towards the ink: 0 is dark-mode text, 2 the dimmed text (above 4.5:1 on
// every dark surface and tone in global.css), 7 the body, 8 the page behind the cards.
const dark: MantineColorsTuple = [
  '#d5d9e3',
  '#b9bfcc',
  '#9aa2b5',
  '#767e92',
  '#4a5266',
  '#3a4154',
  '#2c3244',
  '#1f2434',
  '#181c29',
  '#11141e',
];

/** Until the visitor chooses with the bar's toggle, the page follows their system setting. */
export const defaultColorScheme: MantineColorScheme = 'auto';

const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The headings' and figures' typeface, then system faces scaled to its metrics (src/build/assets/heading-font.ts writes the faces). */
// Short names and a short chain: every page's inline rules repeat them, and its first round trip is tight.
export const HEADING_FONT = 'Bricolage';
export const HEADING_FONT_FALLBACKS = ['Bricolage Arial', 'Bricolage Roboto'] as const;
export const HEADING_FONTS = `${HEADING_FONT}, ${HEADING_FONT_FALLBACKS.map((family) => `"${family}"`).join(', ')}, system-ui, sans-serif`;

export const theme = createTheme({
  primaryColor: 'ink',
  // Dialogs and menus appear without sliding for visitors who ask their system for less motion.
  respectReducedMotion: true,
  primaryShade: 8,
  colors: { ink, dark },
  // Running text keeps the system's own typeface: nothing to download for the words a visitor reads.
  // Headings and figures get a voice of their own, one small preloaded file (src/build/assets/heading-font.ts).
  fontFamily: SYSTEM_FONTS,
  // A scale of 1.25 (major third) from the 16 px body on wide screens, so each level stands apart from the next:
  // h3 is 1.25 of the body, h2 1.25 of h3, h1 larger again (the page header draws its own, larger still). On a
  // phone the fixed steps flattened against the page header's own clamp (h1 33.6 px over an h2 of 31.25), so each
  // level narrows towards a 1.2 scale there (h2 24 px, h3 20, h4 18 at 390 px), reaching the wide sizes near 1,100 px.
  headings: {
    fontFamily: HEADING_FONTS,
    fontWeight: '700',
    textWrap: 'balance',
    sizes: {
      h1: { fontSize: 'clamp(1.875rem, 1.5rem + 1.6vw, 2.441rem)', lineHeight: '1.1' },
      h2: { fontSize: 'clamp(1.5rem, 1.25rem + 1vw, 1.953rem)', lineHeight: '1.15' },
      h3: { fontSize: 'clamp(1.25rem, 1.1rem + 0.6vw, 1.5625rem)', lineHeight: '1.2' },
      h4: { fontSize: 'clamp(1.125rem, 1.05rem + 0.3vw, 1.25rem)', lineHeight: '1.3' },
      h5: { fontSize: 'calc(1.125rem * var(--mantine-scale))', lineHeight: '1.35' },
      h6: { fontSize: 'calc(1rem * var(--mantine-scale))', lineHeight: '1.4' },
    },
  },
  other: { headingFonts: HEADING_FONTS },
  defaultRadius: 'md',
  black: '#1b2030',
  cursorType: 'pointer',
  focusRing: 'auto',
});
