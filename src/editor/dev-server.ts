/**
 * The editor in `npm run dev` (the site plugin mounts it; a build never does): its pages at /_edit and
 * /_edit/<route>, and its endpoints at /_edit/api (./server/editor-api.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { editorApi } from './server/editor-api';
import { FRAME_HEADERS } from './server/http';

export const EDITOR_PATH = '/_edit';
const EDITOR_HTML = join(import.meta.dirname, 'editor.html');

export function serveEditor(server: ViteDevServer, root: string) {
  // First of all middlewares, before Vite's own: its CORS middleware grants any localhost origin, preflights
  // included, and answers those itself. The API grants none (its guard checks the peer, the Host and the Origin).
  server.middlewares.stack.unshift({ route: '', handle: editorApi({ root, base: server.config.base }) });
  server.middlewares.use((req, res, next) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || !(path === EDITOR_PATH || (path.startsWith(`${EDITOR_PATH}/`) && !path.startsWith(`${EDITOR_PATH}/api/`))))
      return next();
    server.transformIndexHtml(req.url ?? path, readFileSync(EDITOR_HTML, 'utf8')).then((html) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      for (const [name, value] of Object.entries(FRAME_HEADERS)) res.setHeader(name, value);
      res.end(html);
    }, next);
  });
}
