import { useDebouncedCallback } from '@mantine/hooks';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useHydrated } from './hydrated';
import { ALL, isFiltering } from './search';

export type ListView = 'tile' | 'list';

const SEARCH_DELAY_MS = 250;

export type ListState = ReturnType<typeof useListState>;

/**
 * A list's search text, chip and view, kept in the URL (?q=…&category=…&view=list)
 * so a filtered view can be shared, survives a reload and Back restores it.
 * Chips and view add history entries; typing replaces the current one. The box
 * answers every keystroke at once; the URL follows when typing pauses.
 */
export function useListState() {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const urlQuery = hydrated ? (params.get('q') ?? '') : '';
  const chip = hydrated ? (params.get('category') ?? ALL) : ALL;
  const view: ListView = hydrated && params.get('view') === 'list' ? 'list' : 'tile';

  const [text, setText] = useState(urlQuery);
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlQuery);
  const [pushed, setPushed] = useState(urlQuery);
  // The URL changed under us (Back, a shared link, hydration): show its query.
  if (urlQuery !== seenUrlQuery) {
    setSeenUrlQuery(urlQuery);
    if (urlQuery !== pushed) setText(urlQuery);
  }

  // Built from the address bar, not from a render's copy: a delayed search update must not undo a chip chosen since.
  const update = (key: string, value: string, fallback: string, replace: boolean) => {
    const next = new URLSearchParams(window.location.search);
    if (value === fallback) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace, preventScrollReset: true });
  };

  const pushQuery = useDebouncedCallback((value: string) => {
    setPushed(value);
    update('q', value, '', true);
  }, SEARCH_DELAY_MS);

  // Filtering follows the box a beat behind, so typing never waits for the list.
  const deferredQuery = useDeferredValue(text);
  return {
    query: text,
    deferredQuery,
    filtering: isFiltering({ query: deferredQuery, chip }),
    chip,
    view,
    setQuery: (value: string) => {
      setText(value);
      pushQuery(value);
    },
    setChip: (value: string) => update('category', value, ALL, false),
    setView: (value: ListView) => update('view', value, 'tile', false),
  };
}
