import { createContext, useContext } from 'react';
import { siteBase } from '../schema/links';

/** The site's public address (site.json "siteUrl"), for links that must be absolute: structured data, share cards. */
export const SiteUrlContext = createContext('');

export function useSiteUrl(): string {
  return useContext(SiteUrlContext);
}

/** An internal path made absolute; external addresses stay as they are. */
export function absoluteUrl(siteUrl: string, href: string): string {
  return href.startsWith('/') ? siteBase(siteUrl) + href : href;
}
