/**
 * The editor in `npm run dev` alone (vite.config.ts's owner-editor plugin loads this when the dev server starts; a
 * build never reads this folder): its pages at /_edit and /_edit/<route>, its endpoints at /_edit/api
 * (./server/editor-api.ts), and the site's pages as it previews them at /_preview and /_blocks (./preview/preview-main.tsx).
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { GALLERY_ROUTE, PREVIEW_ROUTE } from './preview/preview-messages';
import { draftPictures } from './server/draft-pictures';
import { editorApi } from './server/editor-api';
import { FRAME_HEADERS, sendJson } from './server/http';
import { devServerRefusal } from './server/request-guard';

export const EDITOR_PATH = '/_edit';
const EDITOR_HTML = join(import.meta.dirname, 'editor.html');
const PREVIEW_HTML = join(import.meta.dirname, 'preview', 'preview.html');

/** Mounts the editor for the site whose pages/ and public/ are under `root`. */
export function serveEditor(server: ViteDevServer, root: string) {
  // First of all middlewares, before Vite's own. The API grants no other origin CORS (its guard checks the peer, the
  // Host and the Origin); nor does the dev server (vite.config.ts: server.cors is off).
  server.middlewares.stack.unshift({ route: '', handle: editorApi({ root, base: server.config.base }) });
  // Before that, and before Vite's /__open-in-editor: what another site's page asks of the dev server is refused.
  server.middlewares.stack.unshift({
    route: '',
    handle: (req: IncomingMessage, res: ServerResponse, next: () => void) => {
      const refused = devServerRefusal(req);
      if (refused) sendJson(res, 403, { error: refused });
      else next();
    },
  });
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
