import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { HEADING_FONT, HEADING_FONT_FALLBACKS } from '../../app/theme';
import { cutHeadingFont, documentCharacters, fontFaceRules, HEADING_WEIGHT } from './heading-font';

describe('fontFaceRules', () => {
  const faces = () => {
    const rules: Record<string, Record<string, string>> = {};
    postcss.parse(fontFaceRules('/build/h.woff2')).walkAtRules('font-face', (rule) => {
      const decls: Record<string, string> = {};
      rule.walkDecls((decl) => void (decls[decl.prop] = decl.value));
      rules[decls['font-family'].replace(/"/g, '')] = decls;
    });
    return rules;
  };

  it('names the file and the one weight the build keeps', () => {
    expect(faces()[HEADING_FONT]).toMatchObject({
      src: 'url(/build/h.woff2) format("woff2")',
      'font-weight': String(HEADING_WEIGHT),
      'font-display': 'swap',
    });
  });

  it('scales bold system faces to the bold typeface: average width, ascent and descent', () => {
    // Bricolage Grotesque Bold: 489/1000 average width, 930 ascent, 270 descent. Arial Bold: 983/2048; Roboto Bold: 926/2048.
    const [arial, roboto] = HEADING_FONT_FALLBACKS.map((family) => faces()[family]);
    expect(arial.src).toBe('local("Arial Bold"),local("Liberation Sans Bold"),local("Arimo Bold")');
    expect(roboto.src).toBe('local("Roboto Bold")');
    for (const [face, width] of [
      [arial, 983 / 2048],
      [roboto, 926 / 2048],
    ] as const) {
      const sizeAdjust = 489 / 1000 / width;
      expect(face['font-weight']).toBe(String(HEADING_WEIGHT));
      expect(parseFloat(face['size-adjust'])).toBeCloseTo(sizeAdjust * 100, 1);
      expect(parseFloat(face['ascent-override'])).toBeCloseTo((930 / 1000 / sizeAdjust) * 100, 1);
      expect(parseFloat(face['descent-override'])).toBeCloseTo((270 / 1000 / sizeAdjust) * 100, 1);
    }
  });

  it("names the stand-ins after the typeface, before the system's own faces", () => {
    expect(fontFaceRules('/h.woff2')).toContain(
      `h1,h2,h3,h4,h5,h6{font-family:${HEADING_FONT}, "Bricolage Arial", "Bricolage Roboto", system-ui`,
    );
  });
});

describe('documentCharacters', () => {
  it('keeps printable ASCII and the typography, adds what the documents say, and no control characters', () => {
    const root = mkdtempSync(join(tmpdir(), 'heading-font-'));
    mkdirSync(join(root, 'pages', 'work'), { recursive: true });
    writeFileSync(join(root, 'pages', 'work', 'case.json'), JSON.stringify({ title: 'Zürich → São Paulo\n' }));
    const characters = documentCharacters(root);
    for (const char of 'AZaz09 ’—€üã') expect(characters).toContain(char);
    expect(characters).not.toContain('\n');
    expect(new Set(characters).size).toBe(characters.length);
  });
});

describe('cutHeadingFont', () => {
  it('keeps the kerning and the tabular figures, and leaves out the fractions nothing asks for', async () => {
    // The table tags are plain bytes in an sfnt's layout tables.
    const tables = (await cutHeadingFont('Results 47% → 97%', 'sfnt')).toString('latin1');
    expect(tables).toContain('kern');
    expect(tables).toContain('tnum');
    expect(tables).not.toContain('frac');
  });
});
