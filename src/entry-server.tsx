import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { routes, site } from './app/site-data';
import { App } from './app/App';
import { loadPage } from './app/pages';

export { routes, site };

/** The HTML of one address, with its page document loaded first so nothing suspends. */
export async function render(url: string): Promise<string> {
  const current = routes.find((r) => r.route === url);
  if (current) await loadPage(current.route);
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}
