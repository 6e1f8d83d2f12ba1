/**
 * The editor in `npm run dev` (the site plugin mounts it; a build never does): its pages at /_edit and
 * /_edit/<route>, and its endpoints at /_edit/api (./server/editor-api.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { editorApi } from './server/editor-api';

export const EDITOR_PATH = '/_edit';
const EDITOR_HTML = join(import.meta.dirname, 'editor.html');

export function serveEditor(server: ViteDevServer, root: string) {
  server.middlewares.use(editorApi({ root, base: server.config.base }));
  server.middlewares.use((req, res, next) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || !(path === EDITOR_PATH || (path.startsWith(`${EDITOR_PATH}/`) && !path.startsWith(`${EDITOR_PATH}/api/`))))
      return next();
    server.transformIndexHtml(req.url ?? path, readFileSync(EDITOR_HTML, 'utf8')).then((html) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(html);
    }, next);
  });
}
