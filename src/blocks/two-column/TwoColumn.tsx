import { useNestedSections } from '../nested-sections';
import { columnOrder } from './column-order';
import type { TwoColumnProps } from './schema';
import classes from './TwoColumn.module.css';

/**
 * Main column first in the page's order, so phones (one column) read the story before the side facts, unless the side
 * column leads (`lead`): then it comes first (a case's results and its role, team and years: what a recruiter came
 * for, which on a phone stood under the whole story). The HTML follows the order, so that a phone on a slow network
 * draws what comes first first, and a screen reader and the Tab key meet it first; a wide screen still places the side
 * column on the right.
 */
export function TwoColumn(props: TwoColumnProps) {
  const render = useNestedSections();
  return (
    <div className={classes.columns}>
      {columnOrder(props).map((column) => (
        <div key={column} className={classes[column]}>
          {render(props[column])}
        </div>
      ))}
    </div>
  );
}
