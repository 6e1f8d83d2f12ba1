/**
 * The site's pages as the editor shows them, in `npm run dev` only: /_preview (the page being edited, drawn in an
 * <iframe> beside the forms) and /_blocks (every block's fixtures). The site's own frame, theme and blocks draw
 * them, as the editor of a page builder imports its renderer; the site's entry knows nothing of these.
 */
import '../app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { SiteFrame } from '../app/SiteFrame';
import { BlockGallery } from './BlockGallery';
import { Preview } from './Preview';
import { GALLERY_ROUTE, PREVIEW_ROUTE } from './preview-messages';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter basename={import.meta.env.BASE_URL}>
      <SiteFrame>
        <Routes>
          <Route path={PREVIEW_ROUTE} element={<Preview />} />
          <Route path={GALLERY_ROUTE} element={<BlockGallery />} />
        </Routes>
      </SiteFrame>
    </BrowserRouter>
  </StrictMode>,
);
