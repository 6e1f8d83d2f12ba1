import { Button, createPolymorphicComponent, Loader, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Spotlight, spotlight, type SpotlightActionProps } from '@mantine/spotlight';
import { IconExternalLink, IconFileText, IconHash, IconSearch } from '@tabler/icons-react';
import type MiniSearch from 'minisearch';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  archiveIndexPath,
  loadSearchIndex,
  MAX_RESULTS,
  opensNewTab,
  SEARCH_INDEX_PATH,
  searchSite,
  type SearchRecord,
  type SearchResult,
} from '../behaviours/site-search';
import { withBase } from '../schema/links';
import { SmartLink } from '../ui/SmartLink';
import { archives } from './site-data';
import './search.css';

export const openSiteSearch = spotlight.open;

// Spotlight.Action draws Mantine's polymorphic UnstyledButton; made polymorphic here too, each result
// is a real link (SmartLink: routes in the app, https: in a new tab without opener or referrer).
const ResultLink = createPolymorphicComponent<'button', SpotlightActionProps>(Spotlight.Action);

const pending = new Map<string, Promise<MiniSearch<SearchRecord>>>();

/** Fetches an index once; after a failure, the next call tries again. */
function fetchIndex(path: string): Promise<MiniSearch<SearchRecord>> {
  let index = pending.get(path);
  if (!index) {
    index = fetch(withBase(path))
      .then((response) => {
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
        return response.text();
      })
      .then(loadSearchIndex);
    index.catch(() => pending.delete(path));
    pending.set(path, index);
  }
  return index;
}

/**
 * The archives' entries, indexed apart (search-index.ts): fetched once a query is typed, so that opening the
 * search costs the pages' index alone. Those that arrive join the results; one that fails is left out.
 */
function useArchiveIndexes(wanted: boolean): { indexes: MiniSearch<SearchRecord>[]; waiting: boolean } {
  const [indexes, setIndexes] = useState<MiniSearch<SearchRecord>[]>([]);
  const [settled, setSettled] = useState(0);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    for (const route of Object.keys(archives))
      fetchIndex(archiveIndexPath(route))
        .then((index) => live && setIndexes((loaded) => (loaded.includes(index) ? loaded : [...loaded, index])))
        .catch(() => {})
        .finally(() => live && setSettled((n) => n + 1));
    return () => {
      live = false;
    };
  }, [wanted]);
  return { indexes, waiting: wanted && settled < Object.keys(archives).length };
}

type IndexState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; index: MiniSearch<SearchRecord> };

function useSearchIndex() {
  const [state, setState] = useState<IndexState>({ status: 'loading' });
  const load = useCallback(() => {
    fetchIndex(SEARCH_INDEX_PATH).then(
      (index) => setState({ status: 'ready', index }),
      () => setState({ status: 'failed' }),
    );
  }, []);
  // Mounted when search first opens: that is when the index is fetched, never on page load.
  useEffect(load, [load]);
  const retry = () => {
    setState({ status: 'loading' });
    load();
  };
  return { state, retry };
}

/** Long queries are shortened where they are repeated back. */
const quoted = (query: string) => `“${query.length > 60 ? `${query.slice(0, 60)}…` : query}”`;

function ResultIcon({ result }: { result: SearchResult }) {
  if (opensNewTab(result.href)) return <IconExternalLink size={20} aria-hidden="true" />;
  if (result.href.includes('#')) return <IconHash size={20} aria-hidden="true" />;
  return <IconFileText size={20} aria-hidden="true" />;
}

/** The search dialog: Mantine's Spotlight over the site's MiniSearch index. */
export function SiteSearch() {
  const [query, setQuery] = useState('');
  const { state, retry } = useSearchIndex();
  const input = useRef<HTMLInputElement>(null);
  const typed = query.trim() !== '';
  const archive = useArchiveIndexes(typed);
  // The pages first, then the archives' entries, one result per address.
  const results = useMemo(() => {
    if (state.status !== 'ready') return [];
    const all = [state.index, ...archive.indexes].flatMap((index) => searchSite(index, query));
    return all.filter((result, i) => all.findIndex((other) => other.href === result.href) === i).slice(0, MAX_RESULTS);
  }, [state, archive.indexes, query]);

  // The first open mounts this component; opening after mounting lets the dialog note where focus was, to return it.
  useEffect(() => openSiteSearch(), []);

  // Mantine selects the first result just after each keystroke; results that come later (typed while the
  // index was still loading) are selected here the way Mantine marks it, so Enter follows the first result.
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const first = list.current?.querySelector('[data-action]');
    if (first && !list.current?.querySelector('[data-selected]')) first.setAttribute('data-selected', 'true');
  }, [results]);

  const status =
    state.status === 'loading'
      ? 'Loading search…'
      : state.status === 'failed'
        ? 'Search could not be loaded.'
        : !typed
          ? ''
          : results.length === 0
            ? archive.waiting
              ? 'Searching the archives…'
              : `Nothing found for ${quoted(query.trim())}.`
            : `${results.length} ${results.length === 1 ? 'result' : 'results'}.`;

  return (
    <Spotlight.Root
      query={query}
      onQueryChange={setQuery}
      // The shell listens for the shortcuts, so that they work before this code has loaded.
      shortcut={null}
      // Hiding the page's scrollbar means writing a <style>, which the Content-Security-Policy refuses;
      // the page behind still does not scroll (the wheel and touch are held).
      removeScrollProps={{ removeScrollBar: false }}
    >
      <Modal.Title className={VisuallyHidden.classes.root}>Search the site</Modal.Title>
      <Spotlight.Search
        ref={input}
        aria-label="Search the site"
        placeholder="Search pages, articles, tools, news…"
        leftSection={<IconSearch size={20} aria-hidden="true" />}
      />
      {results.length > 0 && (
        <Spotlight.ActionsList ref={list} aria-label="Results">
          {results.map((result) => {
            const newTab = opensNewTab(result.href);
            return (
              <ResultLink
                key={result.href}
                className="site-search-result"
                component={SmartLink}
                href={result.href}
                label={result.label}
                description={result.context}
                leftSection={<ResultIcon result={result} />}
                rightSection={newTab ? <VisuallyHidden>(opens in a new tab)</VisuallyHidden> : undefined}
              />
            );
          })}
        </Spotlight.ActionsList>
      )}
      {results.length === 0 && (
        <Spotlight.Empty>
          {state.status === 'loading' && (
            <Stack align="center" gap="xs">
              <Loader size="sm" aria-hidden="true" />
              <Text size="sm">Loading search…</Text>
            </Stack>
          )}
          {state.status === 'failed' && (
            <Stack align="center" gap="sm">
              <Text size="sm">Search could not be loaded. Check your connection and try again.</Text>
              <Button
                size="xs"
                variant="light"
                onClick={() => {
                  retry();
                  input.current?.focus();
                }}
              >
                Try again
              </Button>
            </Stack>
          )}
          {state.status === 'ready' && (typed ? status : 'Type to search every page of the site.')}
        </Spotlight.Empty>
      )}
      <VisuallyHidden role="status">{status}</VisuallyHidden>
    </Spotlight.Root>
  );
}
