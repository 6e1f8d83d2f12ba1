/**
 * Breaks words into lines of at most `max` characters, at spaces; a word longer than a line stands alone. For text
 * drawn in SVG, which does not wrap by itself.
 */
export function wrapWords(words: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words.split(/\s+/)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
