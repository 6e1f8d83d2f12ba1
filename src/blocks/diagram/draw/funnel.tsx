import { Fragment } from 'react';
import classes from '../Diagram.module.css';
import { charsIn, LINE, WIDTH, wrap, written } from './layout';
import { Lines } from './Lines';

interface Stage {
  label: string;
  figure: { value: number; label?: string };
}

const BAR = 30;
const NARROWEST = 8;
/** About how wide a figure is drawn in the bar (15-unit bold text), with room either side. */
const figureWidth = (text: string) => text.length * 9 + 16;

/**
 * Each stage a centred bar as wide as its share of the widest, its name on the line above and its figure inside the
 * bar (beside it when the bar is too narrow), so a bar never reads as an empty box.
 */
export function drawFunnel({ stages }: { stages: Stage[] }) {
  const widest = Math.max(...stages.map((stage) => stage.figure.value), 1);
  let y = 0;
  const body = stages.map((stage, i) => {
    const lines = wrap(stage.label, charsIn(WIDTH));
    const top = y;
    const width = Math.max(NARROWEST, (stage.figure.value / widest) * WIDTH);
    const barTop = top + lines.length * LINE + 4;
    const figure = written(stage.figure);
    const inside = figureWidth(figure) <= width;
    const last = i === stages.length - 1;
    y += lines.length * LINE + 4 + BAR + 12;
    return (
      <Fragment key={i}>
        <Lines lines={lines} x={WIDTH / 2} y={top + 14} anchor="middle" className={classes.label} />
        <rect x={(WIDTH - width) / 2} y={barTop} width={width} height={BAR} rx={6} className={last ? classes.bar : classes.after} />
        <text
          x={inside ? WIDTH / 2 : (WIDTH + width) / 2 + 8}
          y={barTop + BAR / 2 + 5}
          textAnchor={inside ? 'middle' : undefined}
          className={inside && last ? classes.onBar : classes.value}
        >
          {figure}
        </text>
      </Fragment>
    );
  });
  return { height: y - 12, body: <>{body}</> };
}
