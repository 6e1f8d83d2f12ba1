import classes from '../Diagram.module.css';
import { charsIn, LINE, WIDTH, wrap } from './layout';
import { Lines } from './Lines';

interface Side {
  label: string;
  steps: string[];
  count?: number;
}

const GAP = 40;
const COLUMN = (WIDTH - GAP) / 2;
const PAD = 8;
const TILE = { width: 34, height: 26, gap: 8 };
const TILES_A_ROW = Math.floor((COLUMN + TILE.gap) / (TILE.width + TILE.gap));

const labelLines = (side: Side) => wrap(side.label, charsIn(COLUMN, 15));
const stepLines = (step: string) => wrap(step, charsIn(COLUMN - 2 * PAD));

/** Lines the two sides share, so the boxes start level and are all one size, whatever each one says. */
interface Rows {
  label: number;
  step: number;
}

/** One side: its label, its named steps as boxes, then any unnamed steps as numbered tiles, four to a row. */
function column(side: Side, x: number, tone: 'before' | 'after', rows: Rows) {
  const parts = [];
  parts.push(<Lines key="label" lines={labelLines(side)} x={x} y={15} className={classes.heading} />);
  let y = rows.label * LINE + 8;
  const height = rows.step * LINE + 2 * PAD - 4;
  side.steps.forEach((step, i) => {
    const lines = stepLines(step);
    parts.push(
      <g key={`step${i}`}>
        <rect x={x} y={y} width={COLUMN} height={height} rx={6} className={classes[tone]} />
        <Lines lines={lines} x={x + PAD} y={y + PAD + 10 + ((rows.step - lines.length) * LINE) / 2} className={classes.label} />
      </g>,
    );
    y += height + 6;
  });
  const unnamed = Math.max(0, (side.count ?? 0) - side.steps.length);
  for (let i = 0; i < unnamed; i++) {
    const col = i % TILES_A_ROW;
    const row = Math.floor(i / TILES_A_ROW);
    const tx = x + col * (TILE.width + TILE.gap);
    const ty = y + row * (TILE.height + TILE.gap);
    parts.push(
      <g key={`tile${i}`}>
        <rect x={tx} y={ty} width={TILE.width} height={TILE.height} rx={5} className={classes[tone]} />
        <text x={tx + TILE.width / 2} y={ty + 18} textAnchor="middle" className={classes.label}>
          {side.steps.length + i + 1}
        </text>
      </g>,
    );
  }
  if (unnamed) y += Math.ceil(unnamed / TILES_A_ROW) * (TILE.height + TILE.gap) - TILE.gap;
  return { parts, height: y };
}

/** Two columns, the old steps muted on the left and the new ones tinted on the right, an arrow between. */
export function drawFlow({ before, after }: { before: Side; after: Side }) {
  const rows = {
    label: Math.max(labelLines(before).length, labelLines(after).length),
    step: Math.max(1, ...[...before.steps, ...after.steps].map((step) => stepLines(step).length)),
  };
  const left = column(before, 0, 'before', rows);
  const right = column(after, COLUMN + GAP, 'after', rows);
  const arrowY = 34;
  return {
    height: Math.max(left.height, right.height) + 1,
    body: (
      <>
        {left.parts}
        <path d={`M${COLUMN + 8} ${arrowY}h${GAP - 18}m-7 -6l7 6l-7 6`} className={classes.arrow} />
        {right.parts}
      </>
    ),
  };
}
