import { SimpleGrid } from '@mantine/core';
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
    <SimpleGrid
      component="ul"
      cols={wide ? { base: 1, sm: 2, lg: 3 } : { base: 1, md: 2 }}
      spacing="md"
      className={classes.itemGrid}
      data-view="tile"
    >
      {children}
    </SimpleGrid>
  );
}
