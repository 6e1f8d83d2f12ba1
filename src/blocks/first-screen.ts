import { createContext, useContext } from 'react';

/**
 * Where a block's section stands on the page's first screen: `first` (the page's first section, on a phone's first
 * screen as on a laptop's), `under-header` (right under an opening page header, which a phone's first screen often
 * reaches), or `false` (further down). A first section's first picture is fetched ahead of everything else; one under
 * the header is fetched with the page, not ahead; a picture further down waits until it nears the window, or on a
 * phone it would take the first screen's bandwidth for something out of view. The page renderer provides it.
 */
export type FirstScreen = 'first' | 'under-header' | false;

export const FirstScreenContext = createContext<FirstScreen>(false);

export const useFirstScreen = () => useContext(FirstScreenContext);
