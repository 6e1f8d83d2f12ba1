import { Fragment } from 'react';
import classes from '../Diagram.module.css';
import { charsIn, LINE, WIDTH, wrap, written } from './layout';
import { Lines } from './Lines';

interface Figure {
  value: number;
  label?: string;
}

interface Metric {
  label: string;
  before: Figure;
  after: Figure;
}

const ROW_LABEL = 52;
const FIGURE_ROOM = 70;
const BAR = 22;
const LONGEST = WIDTH - ROW_LABEL - FIGURE_ROOM;

const largest = (metrics: Metric[]) => Math.max(...metrics.flatMap((m) => [m.before.value, m.after.value])) || 1;

/**
 * Per metric, its name, then a muted bar for before and a strong one for after: drawn to the pair's larger figure,
 * or, when the metrics share a unit, to the chart's largest, so a short bar reads as a small figure.
 */
export function drawBars({ metrics, scale }: { metrics: Metric[]; scale: 'each' | 'shared' }) {
  const chartLargest = largest(metrics);
  let y = 0;
  const body = metrics.map((metric, i) => {
    const lines = wrap(metric.label, charsIn(WIDTH, 15));
    const fullWidth = scale === 'shared' ? chartLargest : largest([metric]);
    const top = y + lines.length * LINE + 6;
    const rows = (['before', 'after'] as const).map((side, row) => {
      const figure = metric[side];
      const width = Math.max(4, (figure.value / fullWidth) * LONGEST);
      const ry = top + row * (BAR + 8);
      return (
        <Fragment key={side}>
          <text x={0} y={ry + 16} className={classes.label}>
            {side === 'before' ? 'Before' : 'After'}
          </text>
          <rect x={ROW_LABEL} y={ry} width={width} height={BAR} rx={5} className={side === 'before' ? classes.beforeBar : classes.bar} />
          <text x={ROW_LABEL + width + 8} y={ry + 16} className={classes.value}>
            {written(figure)}
          </text>
        </Fragment>
      );
    });
    const start = y;
    y = top + 2 * BAR + 8 + 20;
    return (
      <Fragment key={i}>
        <Lines lines={lines} x={0} y={start + 15} className={classes.heading} />
        {rows}
      </Fragment>
    );
  });
  return { height: y - 20, body: <>{body}</> };
}
