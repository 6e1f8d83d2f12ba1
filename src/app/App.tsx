import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SiteUrlContext } from '../behaviours/site-url';
import { NotificationsOnDemand } from '../ui/notify';
import { archives, feeds, routes, site } from './site-data';
import { SiteFeedsContext } from './site-feeds';
import { NotFound } from './NotFound';
import { PageRoute, WeekRoute } from './PageRoute';
import { ResumeProvider } from './ResumeProvider';
import { Shell } from './Shell';
import { ThemeProvider } from './ThemeProvider';

// The block gallery exists in `npm run dev` only: in a build the condition is false and the import is dropped.
// MODE, not DEV: DEV follows NODE_ENV, which a build run from a test sets to "test"; a build's mode is "production".
const BlockGallery = import.meta.env.MODE === 'development' ? lazy(() => import('./BlockGallery')) : undefined;
// The editor's preview (/_edit draws the page it edits in an <iframe> of it), in `npm run dev` only too.
const EditorPreview = import.meta.env.MODE === 'development' ? lazy(() => import('../editor/Preview')) : undefined;

/** Everything inside the router: providers, the shell and the route table built from the documents. */
export function App() {
  // Hydration runs as a transition, so a page can be on screen before it answers: this effect runs
  // last in that commit, after every effect below (the router's listener, the search shortcuts).
  // <html data-hydrated> then says the page is interactive; the end-to-end tests wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <ThemeProvider>
      <SiteUrlContext value={site.siteUrl}>
        <SiteFeedsContext value={feeds}>
          <NotificationsOnDemand />
          <ResumeProvider>
            <Shell>
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
                  {BlockGallery && <Route path="/_blocks" element={<BlockGallery />} />}
                  {EditorPreview && <Route path="/_preview" element={<EditorPreview />} />}
                  <Route path="*" element={<NotFound />} />
                </Routes>
              </Suspense>
            </Shell>
          </ResumeProvider>
        </SiteFeedsContext>
      </SiteUrlContext>
    </ThemeProvider>
  );
}
