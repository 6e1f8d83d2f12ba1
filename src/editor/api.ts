// The dev server's editor endpoints (src/editor/server/editor-api.ts), as the editor's pages call them; the shapes of
// their answers are in ./wire.ts, shared with the server.
import {
  API_PREFIX,
  type Finding,
  type OpenDocument,
  type PageSummary,
  type PageTemplate,
  type PlaceholderFound,
  type SaveResult,
  type SiteFiles,
  type StarterPage,
  type Validation,
} from './wire';

// The page list and the checklist take these from here, with the calls that answer them.
export { SITE_SETTINGS_ROUTE } from './wire';
export type { PageSummary, PageTemplate, PlaceholderFound, SiteFiles, StarterPage };

/** Calls an endpoint; an answer other than those `expected` throws with the endpoint's sentence. */
async function call<T>(path: string, init?: RequestInit, expected = [200, 201]): Promise<{ status: number; body: T }> {
  const response = await fetch(`${API_PREFIX}${path}`, { ...init, headers: { 'Content-Type': 'application/json', ...init?.headers } });
  const body = await response.json().catch(() => ({ error: `${response.status} ${response.statusText}` }));
  if (!expected.includes(response.status)) throw new Error(body.error ?? `${response.status} ${response.statusText}`);
  return { status: response.status, body: body as T };
}

/** Calls an endpoint and gives the body of its answer; the publish and page-move calls use it too. */
export const request = <T>(path: string, init?: RequestInit) => call<T>(path, init).then(({ body }) => body);

export const listPages = () => call<{ pages: PageSummary[] }>('/pages').then(({ body }) => body.pages);

export const openDocument = (file: string) => call<OpenDocument>(`/document?file=${encodeURIComponent(file)}`).then(({ body }) => body);

export const validateDocument = (file: string, value: unknown) =>
  call<Validation>('/validate', { method: 'POST', body: JSON.stringify({ file, value }) }).then(({ body }) => body);

export async function saveDocument(file: string, value: unknown, version: string): Promise<SaveResult> {
  const { status, body } = await call<Record<string, unknown>>(
    '/document',
    { method: 'PUT', body: JSON.stringify({ file, value, version }) },
    [200, 409, 422],
  );
  if (status === 409) return { status: 'conflict', version: body.version as string };
  if (status === 422) return { status: 'invalid', errors: body.errors as Finding[] };
  return { status: 'saved', version: body.version as string };
}

/** A new page, a draft from `template`; `card` adds a card for it on the page one level up (/work for /work/x). */
export const createPage = (route: string, options: { template?: PageTemplate; card?: boolean } = {}) =>
  call<{ file: string; changed: string[] }>('/pages', { method: 'POST', body: JSON.stringify({ route, ...options }) }).then(
    ({ body }) => body,
  );

export const listAssets = () => call<{ assets: string[] }>('/assets').then(({ body }) => body.assets);

/** Sends a file's bytes as the body of a PUT; answers the endpoint's JSON, or throws with its sentence. */
async function put<T>(path: string, file: File): Promise<T> {
  const response = await fetch(`${API_PREFIX}${path}`, { method: 'PUT', body: file });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(body.error ?? `${response.status} ${response.statusText}`);
  return body as T;
}

/** Puts a picture in `folder` under public/assets/ ("/assets/about") by its file's name; answers its address ("/assets/…"). */
export async function uploadAsset(file: File, folder = '/assets'): Promise<string> {
  // A phone names a photo "IMG 1234.JPG": a space is no part of an address, so it becomes "-".
  const name = file.name.replace(/\s+/g, '-');
  return (await put<{ path: string }>(`/asset?path=${encodeURIComponent(`${folder}/${name}`)}`, file)).path;
}

export const listFiles = () => call<SiteFiles>('/files').then(({ body }) => body);

/** Replaces the résumé PDF or the site's icon; answers where it went and what was done, in a sentence. */
/** The résumé keeps its own name (site.json's resume.fileName follows); the icon is always the site's icon. */
export const uploadSiteFile = (kind: 'resume' | 'icon', file: File) =>
  put<{ path: string; message: string }>(kind === 'resume' ? `/resume?name=${encodeURIComponent(file.name)}` : `/${kind}`, file);

/** What importing a JSON Resume came to: what was imported, in words, or why nothing was (the schema's paths in `problems`). */
export type ResumeImport = { ok: true; message: string; changed: string[] } | { ok: false; message: string; problems: string[] };

/** Fills the résumé page and the identity in site.json from a JSON Resume file, as `npm run import -- resume` does. */
export async function importJsonResume(file: File): Promise<ResumeImport> {
  const response = await fetch(`${API_PREFIX}/resume/import`, { method: 'PUT', body: file });
  const body = await response.json().catch(() => ({}));
  if (response.ok) return { ok: true, message: body.message, changed: body.changed ?? [] };
  return { ok: false, message: body.error ?? `${response.status} ${response.statusText}`, problems: body.problems ?? [] };
}

/** What of the starter site is left: its values by kind, and the documents whose text is still its own, by page. */
export const listPlaceholders = () =>
  call<{ placeholders: PlaceholderFound[]; starterPages: StarterPage[] }>('/placeholders').then(({ body }) => body);
