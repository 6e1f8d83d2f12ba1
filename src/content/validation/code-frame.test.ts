import { describe, expect, it } from 'vitest';
import { codeFrame, wantsColor } from './code-frame';

const text = ['{', '  "title": 3,', '  "route": "/x"', '}'].join('\n');

describe('the code frame', () => {
  it('shows the line with its neighbours and a caret under the column', () => {
    expect(codeFrame(text, 2, 12)).toBe(['  1 | {', '> 2 |   "title": 3,', '    |            ^', '  3 |   "route": "/x"'].join('\n'));
  });

  it('has no line before the first or after the last', () => {
    expect(codeFrame(text, 1, 1)).toBe(['> 1 | {', '    | ^', '  2 |   "title": 3,'].join('\n'));
    expect(codeFrame(text, 4, 1)).toBe(['  3 |   "route": "/x"', '> 4 | }', '    | ^'].join('\n'));
  });

  it('draws tabs as spaces and keeps the caret under its character', () => {
    expect(codeFrame('{\n\t\t"a": x\n}', 2, 8, { context: 0 })).toBe(['> 2 |     "a": x', '    |          ^'].join('\n'));
  });

  it('points just past the end of the line for a column beyond it', () => {
    expect(codeFrame('{\n  "a": 1\n}', 2, 40, { context: 0 })).toBe(['> 2 |   "a": 1', '    |         ^'].join('\n'));
  });

  it('cuts a long line to a window around the column', () => {
    const long = `{"a": "${'x'.repeat(300)}", "b": tru}`;
    const frame = codeFrame(long, 1, long.indexOf('tru') + 1, { width: 40 });
    const [shown, caret] = frame.split('\n');
    expect(shown.startsWith('> 1 | …')).toBe(true);
    expect(shown.length).toBeLessThan(60);
    expect(shown[caret.indexOf('^')]).toBe('t');
  });

  it('lays out numbers of different widths in one gutter', () => {
    const many = Array.from({ length: 10 }, (_, i) => `line ${i + 1}`).join('\n');
    expect(codeFrame(many, 9, 1)).toBe(['   8 | line 8', '>  9 | line 9', '     | ^', '  10 | line 10'].join('\n'));
  });

  it('is empty for a line outside the file', () => {
    expect(codeFrame(text, 9, 1)).toBe('');
  });

  it('colours only a terminal without NO_COLOR', () => {
    expect(codeFrame(text, 2, 3, { color: true })).toContain('\u001b[');
    expect(wantsColor({ isTTY: true }, {})).toBe(true);
    expect(wantsColor({ isTTY: true }, { NO_COLOR: '1' })).toBe(false);
    expect(wantsColor({ isTTY: false }, {})).toBe(false);
  });
});
