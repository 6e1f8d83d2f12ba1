import { preloadBlocks } from '../blocks/preload';
import type { PageDocument } from '../blocks/page';
import { addIcons } from '../ui/Icon';
import { everySection } from '../blocks/sections';
import { archives, loaders, weekArchiveOf } from './site-data';

const loaded = new Map<string, PageDocument>();
const pending = new Map<string, Promise<PageDocument>>();
/** An archive's week pages of a year, by route, once that table is here; by the archive's route and the year. */
const weekTables = new Map<string, Promise<Record<string, unknown>>>();
/** The week routes known to have no page (an old link, a typo), so the page can say so. */
const missing = new Set<string>();

/** The loader of a route's page: a document's own, or an archive's week page's, from its year's table (loaded once). */
async function loaderOf(route: string) {
  if (loaders[route]) return loaders[route];
  const archive = weekArchiveOf(route);
  const year = route.slice(`${archive}/`.length, `${archive}/`.length + 4);
  const loadTable = archive ? archives[archive].weeks[year] : undefined;
  if (!loadTable) return undefined;
  const key = `${archive} ${year}`;
  if (!weekTables.has(key))
    weekTables.set(
      key,
      loadTable().then((module) => module.default),
    );
  const table = (await weekTables.get(key)!) as Record<string, (typeof loaders)[string]>;
  return table[route];
}

/**
 * Fetches a page's document (its own small module, with its icons) and the code of its on-demand blocks (a
 * column's too), once. Undefined for an archive's week that has no page.
 */
export function loadPage(route: string): Promise<PageDocument | undefined> {
  let promise = pending.get(route);
  if (!promise) {
    promise = loaderOf(route).then(async (loader) => {
      if (!loader) {
        missing.add(route);
        return undefined;
      }
      const { default: document, icons } = await loader();
      addIcons(icons);
      await preloadBlocks(everySection(document.sections).map((section) => section.type));
      loaded.set(route, document);
      return document;
    }) as Promise<PageDocument>;
    pending.set(route, promise);
  }
  return promise;
}

/** The document if it is already here (always, for the first page before hydration). */
export function loadedPage(route: string): PageDocument | undefined {
  return loaded.get(route);
}

/** Whether a week route was looked up and has no page. */
export const isMissingPage = (route: string) => missing.has(route);
