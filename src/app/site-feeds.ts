import { createContext, useContext } from 'react';
import { feedOf, type FeedTitles, type SiteFeed } from '../schema/feeds';

/**
 * The routes that publish a feed, with their titles (virtual:site's `feeds`, which the build finds in every
 * document): the App provides it. Without it a page still knows its own feed, but not one of a page above it.
 */
export const SiteFeedsContext = createContext<FeedTitles>({});

/** The feed a page belongs to, if any: its own, or that of the page above it that has one. */
export function useFeedOf(document: { route: string; feed?: { title: string } }): SiteFeed | undefined {
  return feedOf(document, useContext(SiteFeedsContext));
}
