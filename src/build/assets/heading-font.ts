import { createFontStack } from '@capsizecss/core';
import arialBold from '@capsizecss/metrics/arial/700';
import bricolageBold from '@capsizecss/metrics/bricolageGrotesque/700';
import robotoBold from '@capsizecss/metrics/roboto/700';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { HEADING_FONT, HEADING_FONT_FALLBACKS, HEADING_FONTS } from '../../app/theme';

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
 * The system faces that stand in for the typeface until it arrives, each scaled to its metrics at the weight headings
 * are drawn in (average width, ascent, descent), so that a heading keeps its lines when the font swaps in: Arial's bold
 * and its metric twins' (Liberation Sans on Linux, Arimo on ChromeOS), then Roboto's bold for Android, which has
 * none of those. A face a system lacks is skipped; scaled to the regular weight, the stand-in wrapped headings
 * differently and moved the page by up to 0.03 of layout shift when the font came late.
 */
const STAND_INS = [
  { family: HEADING_FONT_FALLBACKS[0], metrics: arialBold, local: ['Arial Bold', 'Liberation Sans Bold', 'Arimo Bold'] },
  { family: HEADING_FONT_FALLBACKS[1], metrics: robotoBold, local: ['Roboto Bold'] },
];

/**
 * The face, its stand-ins, and the headings' family named outright, as Mantine's rules name it only through a
 * variable: the build inlines the faces a page's first paint uses, and it finds them by the families its rules name
 * (src/build/prerender/critical-css.ts).
 */
export function fontFaceRules(url: string): string {
  const scaled = createFontStack([bricolageBold, ...STAND_INS.map(({ metrics }) => metrics)], {
    fontFaceFormat: 'styleObject',
  }).fontFaces.map((face) => face['@font-face']);
  const standIns = STAND_INS.map(
    ({ family, local }, i) =>
      `@font-face{font-family:"${family}";font-weight:${HEADING_WEIGHT};src:${local.map((name) => `local("${name}")`).join(',')};` +
      `ascent-override:${scaled[i].ascentOverride};descent-override:${scaled[i].descentOverride};size-adjust:${scaled[i].sizeAdjust}}`,
  );
  return [
    `@font-face{font-family:"${HEADING_FONT}";font-style:normal;font-display:swap;` +
      `font-weight:${HEADING_WEIGHT};src:url(${url}) format("woff2")}`,
    ...standIns,
    `h1,h2,h3,h4,h5,h6{font-family:${HEADING_FONTS}}`,
  ].join('\n');
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
