import { Suspense, useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { archives, routes, site } from './site-data';
import { NotFound } from './NotFound';
import { PageRoute, WeekRoute } from './PageRoute';
import { SiteFrame } from './SiteFrame';

/** Everything inside the router: the site's frame and the route table built from the documents. */
export function App() {
  // Hydration runs as a transition, so a page can be on screen before it answers: this effect runs
  // last in that commit, after every effect below (the router's listener, the search shortcuts).
  // <html data-hydrated> then says the page is interactive; the end-to-end tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <SiteFrame>
      <Suspense fallback={null}>
        <Routes>
          {routes.map(({ route, aliases }) => [
            <Route key={route} path={route} element={<PageRoute route={route} />} />,
            ...aliases.map((alias) => <Route key={alias} path={alias} element={<Navigate to={route} replace />} />),
          ])}
          {Object.keys(archives).map((archive) => (
            <Route key={`${archive}/:week`} path={`${archive}/:week`} element={<WeekRoute />} />
          ))}
          {site.redirects.map(({ from, to }) => (
            <Route key={from} path={from} element={<Navigate to={to} replace />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </SiteFrame>
  );
}
