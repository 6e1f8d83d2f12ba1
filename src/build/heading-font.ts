import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import bricolageGrotesque from '@capsizecss/metrics/bricolageGrotesque';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { HEADING_FONT, HEADING_FONT_FALLBACK, HEADING_FONTS } from '../app/theme';

const ID = 'virtual:heading-font.css';

/** Fontsource's latin file of the variable font, weight axis only (the package's default cut). */
export const HEADING_FONT_SOURCE = createRequire(import.meta.url).resolve(
  '@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2',
);

/**
 * Headings and figures are drawn at one weight (theme.ts): the file is that instance of the variable font, with no
 * weight axis left in it, which halves it (a weight range of 600 to 800 takes 25 kB, one weight 14 kB), and every
 * byte of it is fetched before the first screen is drawn.
 */
export const HEADING_WEIGHT = 700;

/**
 * The font's features the file keeps: those a browser applies to Latin text by itself, and the tabular figures the
 * site's numbers ask for. Fractions and proportional figures, which nothing asks for, would add a set of glyphs for
 * every digit (1.6 kB of the file).
 */
const HEADING_FEATURES = ['kern', 'liga', 'clig', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'tnum'];

/** The typeface cut to these characters, its one weight and its features: woff2 for pages, sfnt to read its tables. */
export function cutHeadingFont(characters: string, targetFormat: 'woff2' | 'sfnt' = 'woff2'): Promise<Buffer> {
  return subsetFont(readFileSync(HEADING_FONT_SOURCE), characters, {
    targetFormat,
    variationAxes: { wght: HEADING_WEIGHT },
    keepFeatures: HEADING_FEATURES,
  });
}

/**
 * Characters every build keeps, whatever the documents say today: printable ASCII and the typography
 * headings and figures use (quotes, dashes, ellipsis, arrows, currency, the multiplication sign).
 */
const ALWAYS = String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 32 + i)) + '‘’“”–—…•·×→←€£¥₹−%';

/** Every character of the site's documents: a heading or figure can only say what they say. */
export function documentCharacters(root: string): string {
  const found = new Set<string>(ALWAYS);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.json')) for (const char of readFileSync(path, 'utf8')) found.add(char);
    }
  };
  walk(join(root, 'pages'));
  return [...found].filter((char) => char >= ' ').join('');
}

/**
 * The face; a fallback face of the system's Arial scaled to its metrics (size, ascent, descent), so that
 * nothing moves when the font arrives; and the headings' family named outright, as Mantine's rules name
 * it only through a variable: the build inlines the faces a page's first paint uses, and it finds
 * them by the families its rules name (src/build/critical-css.ts).
 */
export function fontFaceRules(url: string): string {
  const { fontFaces } = createFontStack([bricolageGrotesque, arial]);
  // Arial by its family name alone (local("ArialMT") adds nothing a browser needs), and no zero line gap.
  const fallback = fontFaces
    .replace(`"${bricolageGrotesque.familyName} Fallback"`, `"${HEADING_FONT_FALLBACK}"`)
    .replace(", local('ArialMT')", '')
    .replace(/\s*line-gap-override: 0%;/, '');
  return (
    `@font-face{font-family:"${HEADING_FONT}";font-style:normal;font-display:swap;` +
    `font-weight:${HEADING_WEIGHT};src:url(${url}) format("woff2")}\n${fallback}\n` +
    `h1,h2,h3,h4,h5,h6{font-family:${HEADING_FONTS}}`
  );
}

/**
 * Serves `import 'virtual:heading-font.css'` (src/app/styles.ts). A build cuts the font down to the
 * characters of the site's documents, the one weight the site draws and the features it uses (cutHeadingFont)
 * and writes it as a hashed asset; the dev server serves the package's file as it is.
 */
export function headingFontPlugin(root: string): Plugin {
  let building = false;
  return {
    name: 'heading-font',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    async load(id) {
      if (id !== `\0${ID}`) return undefined;
      if (!building) return fontFaceRules(`/@fs${HEADING_FONT_SOURCE}`);
      const subset = await cutHeadingFont(documentCharacters(root));
      const ref = this.emitFile({ type: 'asset', name: 'heading.woff2', source: subset });
      return fontFaceRules(`__VITE_ASSET__${ref}__`);
    },
  };
}
