import { createContext } from 'react';

/**
 * Loads a paged archive's every entry, by the archive's route: the app provides it from its route table. Apart from
 * ./whole-archive.ts, so that the page's first code carries the context and not the hook, which loads with the archives.
 */
export const ArchiveEntriesContext = createContext<(archive: string) => Promise<unknown[]>>((archive) =>
  Promise.reject(new Error(`no archive at ${archive}`)),
);
