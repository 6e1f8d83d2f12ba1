import './app/styles';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { routes } from './app/site-data';
import { App } from './app/App';
import { loadPage } from './app/pages';

const path = window.location.pathname.replace(/(.)\/$/, '$1');
const current = routes.find((r) => r.route === path);
// The prerendered HTML was drawn from this page's document: have it before hydrating.
if (current) await loadPage(current.route);

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);
const container = document.getElementById('root')!;
// The dev server sends the bare template; the build sends prerendered HTML to hydrate.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
