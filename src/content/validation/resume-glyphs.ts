/**
 * The characters the résumé PDF cannot draw. Its body face is Inter's Latin cut (src/build/assets/resume-pdf.ts), which
 * holds Latin letters and common punctuation only: an arrow ("→"), a check mark or a letter of another script in the
 * résumé's text prints as a blank in the PDF while the page, whose browser falls back to another font, shows it.
 * The validator warns where such a text is written.
 */
import { create } from 'fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { stringsIn } from '../../schema/json';
import { messages } from '../../schema/messages';
import { plainText, type Resume } from '../derivation/resume';
import type { Problem } from './zod-issues';

const require = createRequire(import.meta.url);

/** The résumé PDF's body face at a weight, the file the PDF builder embeds (both weights hold the same characters). */
export const resumeBodyFace = (weight: 400 | 600, format: 'woff2' | 'woff' = 'woff2') =>
  require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.${format}`);

/** Spaces, soft hyphens and zero-width marks: the layout breaks or drops them, none is a glyph. */
const NO_GLYPH_NEEDED = /[\s\u00ad\u200b-\u200d\u2060\ufeff]/;

let drawable: Set<number> | undefined;
/** Read once, from the WOFF file: fontkit reads its tables in 20 ms, the WOFF2's in 300. */
const drawableCodePoints = () => (drawable ??= new Set(create(readFileSync(resumeBodyFace(400, 'woff'))).characterSet));

/** The characters of `text` the résumé PDF would leave blank, each once, in the order they come. */
export function undrawable(text: string): string[] {
  const codePoints = drawableCodePoints();
  return [...new Set([...text].filter((character) => !NO_GLYPH_NEEDED.test(character) && !codePoints.has(character.codePointAt(0)!)))];
}

/** Every text the PDF writes of the résumé. */
function drawnTexts(resume: Resume): Set<string> {
  return new Set(stringsIn(resume).map(([text]) => text));
}

/**
 * A warning at each text of `document` (the résumé page's document or site.json, tokens replaced) that the PDF
 * writes and cannot wholly draw.
 */
export function glyphProblems(resume: Resume, document: unknown): Problem[] {
  const drawn = drawnTexts(resume);
  const problems: Problem[] = [];
  for (const [text, path] of stringsIn(document)) {
    const missing = drawn.has(text) || drawn.has(plainText(text)) ? undrawable(text) : [];
    if (missing.length) problems.push({ path, message: messages.ResumeGlyphMissing(missing) });
  }
  return problems;
}
