import { use, useEffect, useState } from 'react';
import type { ArchivePaging } from './archive-paging';
import { ArchiveEntriesContext } from './archive-source';

const loading = new Map<string, Promise<unknown[]>>();

/**
 * A paged archive's every entry, loaded once the visitor searches it (or picks a chip), so that a search covers
 * every month and not only the page's. Undefined until then, and for an archive on one page (it has them all).
 * `failed`: the entries did not arrive; the search covers this page's only, and says so.
 */
export function useWholeArchive<T>(paging: ArchivePaging | undefined, wanted: boolean): { entries?: T[]; failed: boolean } {
  const [state, setState] = useState<{ entries?: T[]; failed: boolean }>({ failed: false });
  const archive = paging?.archive;
  const entriesOf = use(ArchiveEntriesContext);
  useEffect(() => {
    if (!archive || !wanted || state.entries) return;
    let live = true;
    if (!loading.has(archive)) loading.set(archive, entriesOf(archive));
    loading.get(archive)!.then(
      (entries) => live && setState({ entries: entries as T[], failed: false }),
      () => {
        loading.delete(archive); // the next search tries again
        if (live) setState({ failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [archive, wanted, state.entries, entriesOf]);
  return state;
}
