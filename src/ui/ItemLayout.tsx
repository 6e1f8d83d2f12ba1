import type { ReactNode } from 'react';
import type { ListView } from '../behaviours/list-state';
import classes from './ui.module.css';

/** A list's items as tiles (a grid) or as a list (one per row). Items are <li>s. */
export function ItemLayout({ view, wide = false, children }: { view: ListView; wide?: boolean; children: ReactNode }) {
  if (view === 'list') {
    return (
      <ul className={classes.itemList} data-view="list">
        {children}
      </ul>
    );
  }
  return (
    <ul className={classes.itemGrid} data-view="tile" data-wide={wide || undefined}>
      {children}
    </ul>
  );
}
