import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { HEADING_FONT, HEADING_FONT_FALLBACK } from '../app/theme';
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

  it('scales the fallback Arial to the typeface: its average width, ascent and descent', () => {
    // Bricolage Grotesque: 470/1000 average width, 930 ascent, 270 descent; Arial: 913/2048.
    const sizeAdjust = 470 / 1000 / (913 / 2048);
    const fallback = faces()[HEADING_FONT_FALLBACK];
    expect(fallback.src).toBe("local('Arial')");
    expect(parseFloat(fallback['size-adjust'])).toBeCloseTo(sizeAdjust * 100, 2);
    expect(parseFloat(fallback['ascent-override'])).toBeCloseTo((930 / 1000 / sizeAdjust) * 100, 2);
    expect(parseFloat(fallback['descent-override'])).toBeCloseTo((270 / 1000 / sizeAdjust) * 100, 2);
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
