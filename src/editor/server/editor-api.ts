/**
 * The owner's editor's API, served by the dev server under /_edit/api/ (after Vite's base, when it has one):
 *
 *   GET  pages                 { pages: { file, route?, title?, draft, errors, warnings, site }[] }, site.json first
 *   POST pages                 { route, template?, card? } → 201 { file, changed }: a draft from a template
 *                              ("blank", "case-study"), with a card on the page one level up when `card`
 *   GET  pages/delete?route=…  { route, file, title, cards, siteLinks, pictures, dangling }: what deleting the page takes with it
 *   POST pages/delete          { route } → { message }: deletes it, its cards, menu links and the pictures only it shows (./page-moves.ts)
 *   GET  pages/rename?route=…  { route, cards, siteLinks, links }: what follows the page if it moves
 *   POST pages/rename          { route, to } → { message, file, route }: moves it; links follow, and the old address redirects
 *   GET  document?file=…       { file, text, value, version }
 *   PUT  document              { file, value, version } → { version, text } | 409 { conflict, text, value, version } | 422 { errors }
 *   POST validate              { file, value } → { errors, warnings, document? }, the whole site checked with the value in place
 *   GET  assets                { assets }: the pictures under public/assets/, as "/assets/…"
 *   PUT  asset?path=/assets/…  the picture's bytes (&replace=1 to replace one) → 201 { path }
 *   GET  files                 { resume, bucket, icon, resumeLimit }: where the résumé PDF and the site's icon are
 *   PUT  resume                a PDF's bytes (at most 5 MB) → { path, message }, written as site.json's resume.fileName
 *   PUT  resume/import         a JSON Resume's bytes (at most 5 MB) → { changed, message } | 422 { error, problems }: the
 *                              résumé page and site.json's identity filled from it, as `npm run import -- resume` does
 *   PUT  icon                  an SVG's or a PNG's bytes → { path, message }, written as the site's icon
 *   GET  placeholders          { placeholders }: what still holds the starter site's values (./placeholders.ts)
 *   GET  publish, POST publish, POST publish/undo, GET publish/live, GET online, PUT online: publishing (./publish/handlers.ts)
 *
 * Anything else answers { error } with a sentence, never a path or a stack. Only this machine, at a loopback name,
 * and the editor's own page are answered; no other origin is granted CORS, and only the dev server's own pages may frame it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { SCHEMAS_DIR } from '../../content/validation/load';
import { createPage, listDocuments, readDocument, saveDocument, validateDocument } from './document-handlers';
import { answerFor, sendJson, type Handler } from './http';
import { importResume, listFiles, uploadIcon, uploadResume } from './file-handlers';
import { listPictures, uploadPicture } from './picture-handlers';
import { planPageDelete, planPageRename, runPageDelete, runPageRename } from './page-moves';
import { listPlaceholders } from './placeholders';
import { refusal } from './request-guard';
import { changeOnline, checkLive, readOnline, readPublishState, runPublish, runUndo } from './publish/handlers';
import { API_PREFIX } from '../wire';

export interface EditorApiOptions {
  /** The site folder, holding pages/ and public/. */
  root: string;
  /** Vite's base ("/" or "/portfolio/"); the API answers under it, and at /_edit/api/ as well. */
  base?: string;
  /** The project's schemas/ folder, for a new page's "$schema". */
  schemasDir?: string;
}

/** A connect-style middleware, as Vite's `server.middlewares.use` takes. */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => void;

const routes: Record<string, Partial<Record<string, Handler>>> = {
  pages: { GET: listDocuments, POST: createPage },
  'pages/delete': { GET: planPageDelete, POST: runPageDelete },
  'pages/rename': { GET: planPageRename, POST: runPageRename },
  document: { GET: readDocument, PUT: saveDocument },
  validate: { POST: validateDocument },
  assets: { GET: listPictures },
  asset: { PUT: uploadPicture },
  files: { GET: listFiles },
  resume: { PUT: uploadResume },
  'resume/import': { PUT: importResume },
  icon: { PUT: uploadIcon },
  placeholders: { GET: listPlaceholders },
  publish: { GET: readPublishState, POST: runPublish },
  'publish/undo': { POST: runUndo },
  'publish/live': { GET: checkLive },
  online: { GET: readOnline, PUT: changeOnline },
};

/** The request's path inside the site: without Vite's base, and as asked when it had none. */
function sitePath(pathname: string, base: string): string {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return prefix !== '/' && pathname.startsWith(prefix) ? pathname.slice(prefix.length - 1) : pathname;
}

export function editorApi({ root, base = '/', schemasDir = SCHEMAS_DIR }: EditorApiOptions): Middleware {
  const siteRoot = resolve(root);
  return (req, res, next) => {
    // Connect gives a middleware mounted at a path the rest of the address in `url`, and the whole in `originalUrl`.
    const url = new URL((req as { originalUrl?: string }).originalUrl ?? req.url ?? '/', 'http://localhost');
    const path = sitePath(url.pathname, base);
    if (path !== API_PREFIX && !path.startsWith(`${API_PREFIX}/`)) {
      if (next) next();
      else sendJson(res, 404, { error: `${url.pathname} is not part of the editor's API` });
      return;
    }
    const refused = refusal(req);
    if (refused) {
      sendJson(res, 403, { error: refused });
      return;
    }
    const name = path.slice(API_PREFIX.length + 1);
    const handlers = Object.hasOwn(routes, name) ? routes[name] : undefined;
    const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
    const handler = handlers?.[method];
    if (!handlers) {
      sendJson(res, 404, { error: `the editor's API has no ${path}` });
      return;
    }
    if (!handler) {
      res.setHeader('Allow', Object.keys(handlers).join(', '));
      sendJson(res, 405, { error: `${path} answers ${Object.keys(handlers).join(' and ')}, not ${req.method}` });
      return;
    }
    handler({ req, url, root: siteRoot, schemasDir })
      .catch(answerFor)
      .then(({ status, body }) => sendJson(res, status, body));
  };
}
