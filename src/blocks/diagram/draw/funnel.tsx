import classes from '../Diagram.module.css';
import { charsIn, LINE, WIDTH, wrap, written } from './layout';
import { Lines } from './Lines';

interface Stage {
  label: string;
  figure: { value: number; label?: string };
}

const BAR = 30;
const NARROWEST = 8;

/** Each stage a centred bar as wide as its share of the widest, its name and figure on the line above. */
export function drawFunnel({ stages }: { stages: Stage[] }) {
  const widest = Math.max(...stages.map((stage) => stage.figure.value), 1);
  let y = 0;
  const body = stages.map((stage, i) => {
    const lines = wrap(`${stage.label}: ${written(stage.figure)}`, charsIn(WIDTH));
    const top = y;
    const width = Math.max(NARROWEST, (stage.figure.value / widest) * WIDTH);
    y += lines.length * LINE + 4 + BAR + 12;
    return (
      <g key={i}>
        <Lines lines={lines} x={WIDTH / 2} y={top + 14} anchor="middle" className={classes.label} />
        <rect
          x={(WIDTH - width) / 2}
          y={top + lines.length * LINE + 4}
          width={width}
          height={BAR}
          rx={6}
          className={i === stages.length - 1 ? classes.bar : classes.after}
        />
      </g>
    );
  });
  return { height: y - 12, body: <>{body}</> };
}
