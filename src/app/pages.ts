import { preloadBlocks } from '../blocks/components';
import type { PageDocument } from '../schema/page';
import { addIcons } from '../ui/Icon';
import { everySection } from '../schema/sections';
import { loaders } from './site-data';

const loaded = new Map<string, PageDocument>();
const pending = new Map<string, Promise<PageDocument>>();

/** Fetches a page's document (its own small module, with its icons) and the code of its on-demand blocks (a column's too), once. */
export function loadPage(route: string): Promise<PageDocument> {
  let promise = pending.get(route);
  if (!promise) {
    promise = loaders[route]().then(async ({ default: document, icons }) => {
      addIcons(icons);
      await preloadBlocks(everySection(document.sections).map((section) => section.type));
      loaded.set(route, document);
      return document;
    });
    pending.set(route, promise);
  }
  return promise;
}

/** The document if it is already here (always, for the first page before hydration). */
export function loadedPage(route: string): PageDocument | undefined {
  return loaded.get(route);
}
