/**
 * The editor in `npm run dev` alone (vite.config.ts's owner-editor plugin loads this when the dev server starts; a
 * build never reads this folder): its pages at /_edit and /_edit/<route>, its endpoints at /_edit/api
 * (./server/editor-api.ts), and the site's pages as it previews them at /_preview and /_blocks (./preview-main.tsx).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { GALLERY_ROUTE, PREVIEW_ROUTE } from './preview-messages';
import { draftPictures } from './server/draft-pictures';
import { editorApi } from './server/editor-api';
import { FRAME_HEADERS } from './server/http';

export const EDITOR_PATH = '/_edit';
const EDITOR_HTML = join(import.meta.dirname, 'editor.html');
const PREVIEW_HTML = join(import.meta.dirname, 'preview.html');

/** Mounts the editor for the site whose pages/ and public/ are under `root`. */
export function serveEditor(server: ViteDevServer, root: string) {
  // First of all middlewares, before Vite's own: its CORS middleware grants any localhost origin, preflights
  // included, and answers those itself. The API grants none (its guard checks the peer, the Host and the Origin).
  server.middlewares.stack.unshift({ route: '', handle: editorApi({ root, base: server.config.base }) });
  // After the site's own /_pictures/ (for saved documents), which passes on a picture it does not know.
  server.middlewares.use(draftPictures(root, server.config.base));
  server.middlewares.use((req, res, next) => {
    const path = (req.url ?? '').split('?')[0];
    const page =
      path === PREVIEW_ROUTE || path === GALLERY_ROUTE
        ? PREVIEW_HTML
        : path === EDITOR_PATH || (path.startsWith(`${EDITOR_PATH}/`) && !path.startsWith(`${EDITOR_PATH}/api/`))
          ? EDITOR_HTML
          : undefined;
    if (req.method !== 'GET' || !page) return next();
    server.transformIndexHtml(req.url ?? path, readFileSync(page, 'utf8')).then((html) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      for (const [name, value] of Object.entries(FRAME_HEADERS)) res.setHeader(name, value);
      res.end(html);
    }, next);
  });
}
