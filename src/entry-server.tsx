import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import everyRoute from 'virtual:routes';
import { routes as documentRoutes, site } from './app/site-data';
import { App } from './app/App';
import { NotFound } from './app/NotFound';
import { loadedPage, loadPage } from './app/pages';
import { everySection } from './blocks/sections';
import { withBase } from './schema/links';
import { defaultColorScheme } from './app/theme';
import { colorSchemeScript as schemeScript } from './app/color-scheme';
import { languageOf } from './schema/language';

export { site };

/** Every address with a page, an archive's weeks included, with the aliases of those that have some. */
export const routes = everyRoute.map((route) => ({ route, aliases: documentRoutes.find((r) => r.route === route)?.aliases ?? [] }));

/** The folder the site is served from (Vite's `base`, from BASE_PATH): the prerender step writes its addresses under it. */
export const basePath = import.meta.env.BASE_URL;

/**
 * The few lines that set <html data-mantine-color-scheme> from the stored choice or the system
 * setting. Run in <head>, before the body is parsed, so a page is never painted in the wrong scheme.
 */
export const colorSchemeScript = schemeScript(defaultColorScheme);

/** The HTML of one address, with its page document loaded first so nothing suspends. */
export async function render(url: string): Promise<string> {
  if (everyRoute.includes(url)) await loadPage(url);
  // The "page not found" screen loads on demand in the browser; here it is simply there before anything draws.
  await NotFound.preload();
  return renderToString(
    <StrictMode>
      <StaticRouter basename={basePath} location={withBase(url)}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}

/** The language of an address's page (the site's for one without a document): its <html lang>. */
export function lang(url: string): string {
  return languageOf(loadedPage(url), site);
}

/** The block types an address draws, a column's included (none for an address without a document): the prerender links their sheets. */
export function blockTypes(url: string): string[] {
  return everySection(loadedPage(url)?.sections ?? []).map((section) => section.type);
}
