/** The offending line under its number, with a caret under the column: what the CLI and the dev overlay show. */
export interface FrameOptions {
  /** Lines shown before and after the offending one. */
  context?: number;
  /** Longest line shown; a longer one is cut around the column, with "…" where it was cut. */
  width?: number;
  /** ANSI colours (a terminal that is a TTY, NO_COLOR unset). */
  color?: boolean;
}

const TAB_WIDTH = 2;

/**
 * A code frame like Babel's:
 *
 *    6 |     { "type": "prose", "body": ["Hello."] },
 *    7 |   ]
 *      |   ^
 *
 * Tabs become spaces so the caret stays under its character; a column past the end of the line points just after it.
 * Returns "" for a line outside the file. Takes the file's text, or its lines (linesOf) when it frames many errors.
 */
export function codeFrame(source: string | readonly string[], line: number, column: number, options: FrameOptions = {}): string {
  const { context = 1, width = 100, color = false } = options;
  const lines = typeof source === 'string' ? linesOf(source) : source;
  if (line < 1 || line > lines.length) return '';
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const gutter = String(last).length;
  const paint = (code: string, s: string) => (color ? `\u001b[${code}m${s}\u001b[0m` : s);
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const raw = lines[n - 1];
    // The caret's place counts a tab as TAB_WIDTH spaces, as the line is drawn.
    const before = raw.slice(0, Math.max(0, column - 1)).replace(/\t/g, ' '.repeat(TAB_WIDTH));
    let shown = raw.replace(/\t/g, ' '.repeat(TAB_WIDTH));
    let caretAt = Math.min(before.length, shown.length);
    if (n === line && column - 1 > raw.length) caretAt = shown.length;
    // A long line (a one-line document) is cut to a window around the column.
    let start = 0;
    if (shown.length > width) {
      start = n === line ? Math.max(0, Math.min(caretAt - Math.floor(width / 2), shown.length - width)) : 0;
      const head = start > 0 ? '…' : '';
      const tail = start + width < shown.length ? '…' : '';
      shown = head + shown.slice(start, start + width) + tail;
      caretAt = caretAt - start + head.length;
    }
    const number = String(n).padStart(gutter);
    const marker = n === line ? paint('31;1', '>') : ' ';
    out.push(`${marker} ${paint('2', `${number} |`)}${shown ? ` ${shown}` : ''}`);
    if (n === line) out.push(`  ${paint('2', `${' '.repeat(gutter)} |`)} ${' '.repeat(caretAt)}${paint('31;1', '^')}`);
  }
  return out.join('\n');
}

/** A file's lines as codeFrame numbers them. */
export const linesOf = (text: string): string[] => text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);

/** Colour for a stream: only a terminal, and never when NO_COLOR is set (https://no-color.org). */
export function wantsColor(stream: { isTTY?: boolean }, env: Record<string, string | undefined> = process.env): boolean {
  return Boolean(stream.isTTY) && !env.NO_COLOR;
}
