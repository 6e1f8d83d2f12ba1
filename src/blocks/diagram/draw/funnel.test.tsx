import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { drawFunnel } from './funnel';
import { WIDTH } from './layout';

test("draws each stage's figure inside its bar, or beside a bar too narrow to hold it", () => {
  const stages = [
    { label: 'Opened', figure: { value: 100, label: '100%' } },
    { label: 'Finished', figure: { value: 40 } },
    { label: 'Complained', figure: { value: 1 } },
  ];
  const svg = renderToStaticMarkup(<svg>{drawFunnel({ stages }).body}</svg>);
  const figures = [...svg.matchAll(/<text x="([\d.]+)" y="[\d.]+"(?: text-anchor="middle")? class="[^"]*">([^<]+)<\/text>/g)];
  expect(figures.map((m) => m[2])).toEqual(['100%', '40', '1']);
  const bars = [...svg.matchAll(/<rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)"/g)].map((m) => [Number(m[1]), Number(m[2])]);
  // The two wide bars hold their figures at their centre; the narrowest has its figure past its right end.
  expect(figures.slice(0, 2).map((m) => Number(m[1]))).toEqual([WIDTH / 2, WIDTH / 2]);
  expect(Number(figures[2][1])).toBeGreaterThan(bars[2][0] + bars[2][1]);
});
