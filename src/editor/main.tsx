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
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useParams } from 'react-router-dom';
import { theme } from '../app/theme';
import { PageEditor } from './PageEditor';
import { PageList } from './PageList';

// Mantine's dimmed grey (help under every field) is 3.3:1 on white; a shade darker reads at 7:1.
const readableDimmed = () => ({ variables: {}, light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' }, dark: {} });

/** /_edit/work/flair-oci edits the page at /work/flair-oci. */
function EditorRoute() {
  const route = `/${useParams()['*'] ?? ''}`;
  return <PageEditor key={route} route={route} />;
}

createRoot(document.getElementById('editor')!).render(
  <StrictMode>
    <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={readableDimmed}>
      <Notifications position="top-center" />
      <BrowserRouter>
        <Routes>
          <Route path="/_edit" element={<PageList />} />
          <Route path="/_edit/*" element={<EditorRoute />} />
        </Routes>
      </BrowserRouter>
    </MantineProvider>
  </StrictMode>,
);
