import './app/styles';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { routes, weekArchiveOf } from './app/site-data';
import { App } from './app/App';
import { NotFound } from './app/NotFound';
import { loadPage } from './app/pages';
import { routeOf } from './app/useRoute';
import { withoutBase } from './schema/links';

const asked = withoutBase(window.location.pathname);
const path = asked && routeOf(asked);
const current = routes.find((r) => r.route === path)?.route ?? (path && weekArchiveOf(path) ? path : undefined);

const app = (
  <StrictMode>
    <BrowserRouter basename={import.meta.env.BASE_URL}>
      <App />
    </BrowserRouter>
  </StrictMode>
);
// Code that loads on demand brings its stylesheet, and the import waits for it. Should the sheet fail, the code
// still runs: what the page drew has its rules inline, and a dialog without its styles still works.
window.addEventListener('vite:preloadError', (event) => {
  if (event.payload.message.startsWith('Unable to preload CSS')) event.preventDefault();
});

// In `npm run dev`, a change to pages/ or public/ reloads the page (the editor, at /_edit, takes it its own way).
import.meta.hot?.on('site:file-changed', () => window.location.reload());

const container = document.getElementById('root')!;
// The prerendered HTML was drawn from this page's document: have it before hydrating.
// (A promise, not a top-level await: Rolldown turns its chunk optimisations off for a build that has
// one, and without them the code the first page needs is split over more files.)
// An address without one was drawn as the "page not found" screen, whose code loads on demand: have it too.
const ready = async () => {
  const document = current && (await loadPage(current));
  if (!document) await NotFound.preload();
};
void ready().then(() => {
  // The dev server sends the bare template; the build sends prerendered HTML to hydrate.
  // In a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread in one long task (the page is readable meanwhile).
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
});
