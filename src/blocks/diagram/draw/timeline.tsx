import { Fragment } from 'react';
import classes from '../Diagram.module.css';
import { charsIn, LINE, WIDTH, wrap } from './layout';
import { Lines } from './Lines';

interface Milestone {
  when: string;
  label: string;
}

const RAIL = 9;
const TEXT_X = 30;

/** A rail down the left, a dot a milestone, its date over what happened. */
export function drawTimeline({ milestones }: { milestones: Milestone[] }) {
  let y = 0;
  let lastDot = 10;
  const body = milestones.map((milestone, i) => {
    const lines = wrap(milestone.label, charsIn(WIDTH - TEXT_X));
    const top = y;
    lastDot = top + 10;
    y += LINE + lines.length * LINE + 14;
    return (
      <Fragment key={i}>
        <circle
          cx={RAIL}
          cy={top + 10}
          r={i === milestones.length - 1 ? 8 : 6}
          className={i === milestones.length - 1 ? classes.bar : classes.after}
        />
        <text x={TEXT_X} y={top + 15} className={classes.heading}>
          {milestone.when}
        </text>
        <Lines lines={lines} x={TEXT_X} y={top + 15 + LINE} className={classes.label} />
      </Fragment>
    );
  });
  const height = y - 14;
  return {
    height,
    body: (
      <>
        <path d={`M${RAIL} 10V${lastDot}`} className={classes.rail} />
        {body}
      </>
    ),
  };
}
