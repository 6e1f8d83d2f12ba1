import { createContext, useContext } from 'react';
import type { Site } from '../schema/site';
import { site } from './site-data';

/**
 * The site's settings as the shell draws them (name, navigation, footer): site.json as built, unless something
 * above says otherwise; the editor's preview of the site's settings gives the settings being edited.
 */
export const SiteContext = createContext<Site>(site);

export const useSite = (): Site => useContext(SiteContext);
