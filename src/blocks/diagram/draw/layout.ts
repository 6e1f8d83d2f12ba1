/**
 * The drawings' shared measures, in the SVG's own units. The picture is 360 units wide and drawn at most about
 * 1.35 times that (Diagram.module.css), never under 0.99 on a 390px phone: so 14-unit text is never under 12px.
 */
export const WIDTH = 360;
export const FONT = 14;
export const LINE = 18;

/** About how many characters of 14-unit text fit in `width` units, for breaking labels into lines. */
export function charsIn(width: number, size = FONT): number {
  return Math.max(4, Math.floor(width / (size * 0.56)));
}

/** Breaks a label into lines of at most `max` characters, at spaces; a word longer than a line stands alone. */
export function wrap(label: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(/\s+/)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A figure as written: its own label, or the number. */
export function written(figure: { value: number; label?: string }): string {
  return figure.label ?? String(figure.value);
}
