/**
 * The site's pages as the editor shows them, in `npm run dev` only: /_preview (the page being edited, drawn in an
 * <iframe> beside the forms) and /_blocks (every block's fixtures). The site's own frame, theme and blocks draw
 * them, as the editor of a page builder imports its renderer; the site's entry knows nothing of these.
 */
import '../../app/styles';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { SiteContext } from '../../app/site-context';
import { site as builtSite } from '../../app/site-data';
import { SiteFrame } from '../../app/SiteFrame';
import type { Site } from '../../schema/site';
import { Preview } from './Preview';
import { GALLERY_ROUTE, isPreviewMessage, PREVIEW_ROUTE } from './preview-messages';

// The gallery validates its fixtures with the blocks' schemas: a page's preview has no need to load them.
const BlockGallery = lazy(() => import('./BlockGallery').then(({ BlockGallery }) => ({ default: BlockGallery })));

/** The site's frame, drawn with the settings the editor sends while site.json is edited, else with the site's own. */
function PreviewFrame({ children }: { children: ReactNode }) {
  const [site, setSite] = useState<Site>();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && isPreviewMessage(event.data) && event.data.site) setSite(event.data.site as Site);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return (
    <SiteContext value={site ?? builtSite}>
      <SiteFrame>{children}</SiteFrame>
    </SiteContext>
  );
}

createRoot(document.getElementById('root')!).render(
  <>
    <BrowserRouter basename={import.meta.env.BASE_URL}>
      <PreviewFrame>
        <Routes>
          <Route path={PREVIEW_ROUTE} element={<Preview />} />
          <Route
            path={GALLERY_ROUTE}
            element={
              <Suspense>
                <BlockGallery />
              </Suspense>
            }
          />
        </Routes>
      </PreviewFrame>
    </BrowserRouter>
  </>,
);
