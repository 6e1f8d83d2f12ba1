import { Button } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { notify } from '../ui/notify';
import classes from './app.module.css';
import { SpriteIcon } from './SpriteIcon';

type SiteSearchModule = typeof import('./SiteSearch');

// The dialog, its styles and MiniSearch arrive on first use: until then search costs the page this button.
// The import settles once the styles have loaded too, so the dialog never shows unstyled.
const loadSiteSearch = () => import('./SiteSearch');

/** Set by the mounted search button: how others (the "page not found" screen) open the one search dialog. */
let openFromBar: (() => void) | undefined;
export const openSiteSearch = () => openFromBar?.();

/**
 * The search button of the top bar and the shortcuts that open search from anywhere: "/"
 * (not while typing in a field) and Ctrl+K or ⌘K (also from a field, as it types nothing).
 */
export function SearchButton() {
  const [search, setSearch] = useState<SiteSearchModule>();

  const open = () => {
    // Once loaded, the dialog is opened directly; the first time, it opens itself when mounted.
    if (search) return search.openSiteSearch();
    loadSiteSearch().then(setSearch, () =>
      notify({ color: 'red', title: 'Search could not be loaded', message: 'Check your connection and try again.' }),
    );
  };
  useEffect(() => {
    openFromBar = open;
    return () => {
      openFromBar = undefined;
    };
  });
  const prefetch = () => void loadSiteSearch().catch(() => undefined);

  // "/" needs Shift on some keyboards (German: Shift+7), so both forms count.
  useHotkeys([
    ['/', open],
    ['shift+/', open],
  ]);
  useHotkeys([['mod+K', open]], []);

  return (
    <>
      {/* One button: below md only its icon shows (the label and key hint are hidden by app.module.css). */}
      <Button
        variant="default"
        radius="md"
        px="sm"
        className={classes.barButton}
        aria-label="Search"
        aria-keyshortcuts="/ Control+K Meta+K"
        classNames={{ label: classes.searchButton }}
        onClick={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <SpriteIcon name="search" size={18} />
        <span className={classes.wide}>Search</span>
        <kbd className={`${classes.wide} ${classes.searchKey}`}>/</kbd>
      </Button>
      {search && <search.SiteSearch />}
    </>
  );
}
