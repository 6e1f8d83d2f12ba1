import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import postcss from 'postcss';
import { PALETTES, themeStylesheet, unscaleSizes } from './theme-css';

describe('themeStylesheet', () => {
  const css = themeStylesheet();
  const rule = (selector: string) => css.slice(css.indexOf(`${selector}{`)).split('}')[0];

  it('declares the theme’s own values over Mantine’s defaults', () => {
    const root = rule(':root');
    expect(root).toContain(`--mantine-color-${theme.primaryColor}-${theme.primaryShade}: ${theme.colors!.ink![8]};`);
    expect(root).toContain(`--mantine-font-family: ${theme.fontFamily};`);
    expect(root).toContain('--mantine-z-index-modal: 200;'); // one of Mantine's own, which no stylesheet declares now
  });

  it('declares each scheme under a selector the build can match on <html> (no :host)', () => {
    for (const scheme of ['dark', 'light']) {
      expect(rule(`:root[data-mantine-color-scheme="${scheme}"]`)).toContain(`--mantine-color-scheme: ${scheme};`);
    }
    expect(css).not.toContain(':host');
  });
});

describe('the palettes in the stylesheet', () => {
  const mantinePalettes = Object.keys(mergeMantineTheme(DEFAULT_THEME, theme).colors);
  const named = (text: string) =>
    [...text.matchAll(/\b(?:color|c)(?:="|: ?')([a-z]+)['"]|--mantine-color-([a-z]+)-/g)]
      .map((match) => match[1] ?? match[2])
      .filter((name) => mantinePalettes.includes(name));

  it('are every palette the code and the imported Mantine styles name', () => {
    const code = readdirSync('src', { recursive: true, encoding: 'utf8' })
      // The editor (src/editor) is a page of its own, with Mantine's provider and every palette: not the site's.
      .filter((file) => /\.(tsx?|css)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('editor'))
      .map((file) => readFileSync(join('src', file), 'utf8'));
    // Mantine's sheets that the code imports (styles.ts, on-demand code) or that a stylesheet of ours imports (search.css).
    const mantineSheets = code
      .flatMap((text) => [...text.matchAll(/'(@mantine\/[^']+\.css)'/g)].map((match) => match[1]))
      .map((sheet) => readFileSync(fileURLToPath(import.meta.resolve(sheet)), 'utf8'));
    expect(mantineSheets.length).toBeGreaterThan(20);
    const names = new Set([...code, ...mantineSheets].flatMap(named));
    expect(names.size).toBeGreaterThan(2);
    for (const name of names) expect(PALETTES, `--mantine-color-${name}-* is read but not declared`).toContain(name);
  });

  it('leave out the palettes nothing names', () => {
    const declared = new Set(named(themeStylesheet()));
    expect(declared).toEqual(new Set(PALETTES));
  });
});

describe('unscaleSizes', () => {
  const unscale = (css: string) => postcss([unscaleSizes()]).process(css, { from: undefined }).css;

  it('writes a size multiplied by the scale of 1 as the size alone, and leaves everything else as written', () => {
    expect(mergeMantineTheme(DEFAULT_THEME, theme).scale).toBe(1);
    expect(unscale('.a{padding:calc(0.375rem * var(--mantine-scale)) calc(-1rem*var(--mantine-scale))}')).toBe(
      '.a{padding:0.375rem -1rem}',
    );
    // Custom properties too; a product of another property with the scale is no size and stays.
    expect(unscale(':root{--gap:calc(.75rem * var(--mantine-scale))}.a{margin:calc(var(--gap) * var(--mantine-scale))}')).toBe(
      ':root{--gap:.75rem}.a{margin:calc(var(--gap) * var(--mantine-scale))}',
    );
    const untouched = ':root{--mantine-scale:1}.a{width:calc(100% - var(--x));height:calc(2 * var(--mantine-scale-other))}';
    expect(unscale(untouched)).toBe(untouched);
  });

  it("leaves no product with the scale in Mantine's own sheets", () => {
    const input = readFileSync(fileURLToPath(import.meta.resolve('@mantine/core/styles/Input.css')), 'utf8');
    expect(input).toContain('* var(--mantine-scale)');
    expect(unscale(input)).not.toContain('var(--mantine-scale)');
  });
});
