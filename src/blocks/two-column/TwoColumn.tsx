import { useNestedSections } from '../nested-sections';
import type { TwoColumnProps } from './schema';
import classes from './TwoColumn.module.css';

/**
 * Main column first in the page's order, so phones (one column) read the story before the side facts, unless the side
 * column leads (`lead`: a case's results, the proof a reader came for, drawn first on a phone). Only the drawing
 * moves (CSS order): a screen reader and the Tab key still meet the story first, then the side's cards.
 */
export function TwoColumn({ main, side, lead }: TwoColumnProps) {
  const render = useNestedSections();
  return (
    <div className={classes.columns} data-lead={lead || undefined}>
      <div className={classes.main}>{render(main)}</div>
      <div className={classes.side}>{render(side)}</div>
    </div>
  );
}
