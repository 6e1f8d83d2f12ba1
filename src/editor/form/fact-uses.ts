import { createContext } from 'react';

/** The routes of the pages that refer to each of site.json's facts, by the fact's name; given in the site's settings. */
export const FactUses = createContext<Readonly<Record<string, readonly string[]>> | undefined>(undefined);
