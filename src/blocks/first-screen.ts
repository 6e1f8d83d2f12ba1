import { createContext, useContext } from 'react';

/**
 * Whether a block is the page's first section, the one its first screen shows on a phone as on a laptop. Its first
 * picture is fetched ahead of everything else on the page; a picture further down is not, or on a phone it would take
 * the first screen's bandwidth for something out of view. The page renderer provides it.
 */
export const FirstScreenContext = createContext(false);

export const useFirstScreen = () => useContext(FirstScreenContext);
