import { loaders } from './site-data';
import type { PageDocument } from '../schema/page';

const loaded = new Map<string, PageDocument>();
const pending = new Map<string, Promise<PageDocument>>();

/** Fetches a page's document (its own small module) once; later calls share it. */
export function loadPage(route: string): Promise<PageDocument> {
  let promise = pending.get(route);
  if (!promise) {
    promise = loaders[route]().then((module) => {
      loaded.set(route, module.default);
      return module.default;
    });
    pending.set(route, promise);
  }
  return promise;
}

/** The document if it is already here (always, for the first page before hydration). */
export function loadedPage(route: string): PageDocument | undefined {
  return loaded.get(route);
}
