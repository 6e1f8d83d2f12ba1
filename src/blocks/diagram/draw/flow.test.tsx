import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { drawFlow } from './flow';

/** The step boxes of a drawn flow, as [x, y, height]. */
function boxes(before: string[], after: string[]) {
  const svg = renderToStaticMarkup(
    <svg>
      {drawFlow({ before: { label: 'Before', steps: before }, after: { label: 'After: a label long enough to wrap', steps: after } }).body}
    </svg>,
  );
  return [...svg.matchAll(/<rect x="([\d.]+)" y="([\d.]+)" width="[\d.]+" height="([\d.]+)"/g)].map((m) => m.slice(1).map(Number));
}

test('draws every step box one size, the two sides starting level, whatever each step says', () => {
  const drawn = boxes(['Short', 'A step that says rather more than the others do'], ['One', 'Two', 'Three']);
  expect(drawn).toHaveLength(5);
  expect(new Set(drawn.map(([, , height]) => height)).size).toBe(1);
  const [left, right] = [drawn.filter(([x]) => x === 0), drawn.filter(([x]) => x > 0)];
  expect(left[0][1]).toBe(right[0][1]);
  // Tall enough for the longest step's lines: taller than a one-line flow's boxes.
  expect(drawn[0][2]).toBeGreaterThan(boxes(['Short'], ['One'])[0][2]);
});
