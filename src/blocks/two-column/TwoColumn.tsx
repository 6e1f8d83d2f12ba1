import { useNestedSections } from '../nested-sections';
import type { TwoColumnProps } from './schema';
import classes from './TwoColumn.module.css';

/** Main column first in the page's order, so phones (one column) read the story before the side facts. */
export function TwoColumn({ main, side }: TwoColumnProps) {
  const render = useNestedSections();
  return (
    <div className={classes.columns}>
      <div className={classes.main}>{render(main)}</div>
      <div className={classes.side}>{render(side)}</div>
    </div>
  );
}
