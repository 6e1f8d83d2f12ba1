import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { SiteUrlContext } from '../behaviours/site-url';
import { routes, site } from './site-data';
import { NotFound } from './NotFound';
import { PageRoute } from './PageRoute';
import { ResumeProvider } from './ResumeProvider';
import { Shell } from './Shell';
import { theme } from './theme';

/** Everything inside the router: providers, the shell and the route table built from the documents. */
export function App() {
  return (
    <MantineProvider theme={theme}>
      <SiteUrlContext value={site.siteUrl}>
        <Notifications position="top-right" />
        <ResumeProvider>
          <Shell>
            <Suspense fallback={null}>
              <Routes>
                {routes.map(({ route, aliases }) => [
                  <Route key={route} path={route} element={<PageRoute route={route} />} />,
                  ...aliases.map((alias) => <Route key={alias} path={alias} element={<Navigate to={route} replace />} />),
                ])}
                {site.redirects.map(({ from, to }) => (
                  <Route key={from} path={from} element={<Navigate to={to} replace />} />
                ))}
                <Route path="*" element={<NotFound />} />
              </Routes>
            </Suspense>
          </Shell>
        </ResumeProvider>
      </SiteUrlContext>
    </MantineProvider>
  );
}
