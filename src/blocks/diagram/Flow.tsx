import type { CSSProperties } from 'react';
import classes from './Diagram.module.css';
import type { DiagramProps } from './schema';

type FlowProps = Extract<DiagramProps, { kind: 'flow' }>;
type Side = FlowProps['before'];

/** Numbered boxes for the steps a side counts beyond those it names. */
function Unnamed({ side, tone, row }: { side: Side; tone: 'before' | 'after'; row: number }) {
  const unnamed = Math.max(0, (side.count ?? 0) - side.steps.length);
  if (!unnamed) return null;
  return (
    <ol className={classes.tiles} data-side={tone} style={{ gridRow: row }}>
      {Array.from({ length: unnamed }, (_, i) => (
        <li key={i} className={classes.step} data-step>
          {side.steps.length + i + 1}
        </li>
      ))}
    </ol>
  );
}

/**
 * Two columns, the old steps muted on the left and the new ones tinted on the right, an arrow between: laid out
 * as HTML, so its words wrap to the width it is given, from a phone to a desktop, at the page's own sizes. One grid
 * holds both sides: the labels share a row, and every named step's row is as tall as the tallest box, so the
 * boxes are one size and level across the two sides.
 */
export function Flow({ alt, before, after }: FlowProps) {
  const rows = Math.max(before.steps.length, after.steps.length);
  const layout = { '--flow-rows': rows } as CSSProperties;
  return (
    <div role="img" aria-label={alt} className={classes.flow} style={layout} data-kind="flow">
      <p className={classes.sideLabel} data-side="before">
        {before.label}
      </p>
      <svg className={classes.flowArrow} viewBox="0 0 32 12" width="32" height="12" aria-hidden="true">
        <path d="M2 6h27m-6 -5l6 5l-6 5" className={classes.arrow} />
      </svg>
      <p className={classes.sideLabel} data-side="after">
        {after.label}
      </p>
      {before.steps.map((step, i) => (
        <p key={`before${i}`} className={classes.step} data-side="before" data-step>
          {step}
        </p>
      ))}
      {after.steps.map((step, i) => (
        <p key={`after${i}`} className={classes.step} data-side="after" data-step>
          {step}
        </p>
      ))}
      <Unnamed side={before} tone="before" row={rows + 2} />
      <Unnamed side={after} tone="after" row={rows + 2} />
    </div>
  );
}
