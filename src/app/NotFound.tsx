import { lazyBlock } from '../blocks/lazy-block';

/**
 * The "page not found" screen, whose code loads only when an address has no page: few visits need it, and every
 * page's first script would otherwise carry it. The browser's entry and the server's render preload it for an
 * address without a document, so hydration never meets it suspended; an in-app link to a missing page waits for it.
 */
export const NotFound = lazyBlock(() => import('./NotFoundScreen').then((module) => module.NotFoundScreen));
