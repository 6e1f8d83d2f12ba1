/**
 * The owner's editor, served by `npm run dev` only (at /_edit, by the site plugin): every page as forms beside a
 * live preview. A build never reaches this file: nothing the site's entry imports leads here.
 */
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
// The date fields' calendar (an archive story's date) is drawn by @mantine/dates, whose styles are its own.
import '@mantine/dates/styles.css';
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useParams } from 'react-router-dom';
import { theme } from '../app/theme';
import { PageList } from './PageList';
import { PublishPage } from './PublishPage';
import { PUBLISH_PAGE } from './publish-api';

// A page's form, with every block's schema, is not the page list's to wait for: the list, the editor's first screen,
// is then under 40 of the 190 modules the dev server sends one by one. The form's follow once the list is idle.
const loadPageEditor = () => import('./PageEditor');
const PageEditor = lazy(() => loadPageEditor().then(({ PageEditor }) => ({ default: PageEditor })));
requestIdleCallback(() => void loadPageEditor());

// Mantine's dimmed grey (help under every field) is 3.3:1 on white; a shade darker reads at 7:1.
const readableDimmed = () => ({ variables: {}, light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' }, dark: {} });

/** /_edit/work/flair-oci edits the page at /work/flair-oci. */
function EditorRoute() {
  const route = `/${useParams()['*'] ?? ''}`;
  return (
    <Suspense>
      <PageEditor key={route} route={route} />
    </Suspense>
  );
}

createRoot(document.getElementById('editor')!).render(
  <>
    <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={readableDimmed}>
      <Notifications position="top-center" />
      <BrowserRouter>
        <Routes>
          <Route path="/_edit" element={<PageList />} />
          <Route path={PUBLISH_PAGE} element={<PublishPage />} />
          <Route path="/_edit/*" element={<EditorRoute />} />
        </Routes>
      </BrowserRouter>
    </MantineProvider>
  </>,
);
