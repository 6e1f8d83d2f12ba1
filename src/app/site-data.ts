import {
  aliases,
  archives as rawArchives,
  built,
  feeds,
  iconSymbols,
  loaders as rawLoaders,
  owner as rawOwner,
  site as rawSite,
} from 'virtual:site';
import type { PageDocument } from '../blocks/page';
import type { Site } from '../schema/site';
import type { Owner } from './share';
import type { IconDrawings } from '../ui/Icon';

type PageLoader = () => Promise<{ default: PageDocument; icons: IconDrawings }>;

/** The validated site settings and route table, typed (the build validated them, and named the résumé's files). */
export const site = rawSite as Site & { resume: Required<Pick<Site['resume'], 'fileName' | 'downloadName'>> };
/** The documents' routes; an archive's week pages are found through `archives`. */
export const loaders = rawLoaders as Record<string, PageLoader>;
export const routes = Object.keys(loaders).map((route) => ({ route, aliases: aliases[route] ?? [] }));
export { built, feeds, iconSymbols };
/** The page about the owner and their portrait, which the structured data of every page about them names. */
export const owner = (rawOwner ?? undefined) as Owner | undefined;

/** Each paged archive, by its route: its every entry, and the loaders of its week pages, a table a year. */
export const archives = rawArchives as Record<
  string,
  { entries: () => Promise<{ default: unknown[] }>; weeks: Record<string, () => Promise<{ default: Record<string, PageLoader> }>> }
>;

/** The archive whose week page a route would be ("/resources/ai-news/2025-03-w2" → "/resources/ai-news"). */
export const weekArchiveOf = (route: string) =>
  Object.keys(archives).find((archive) => route.startsWith(`${archive}/`) && /^\d{4}-\d{2}-w[1-4]$/.test(route.slice(archive.length + 1)));
