// The dev server's editor endpoints (src/editor/server/editor-api.ts), as the editor's pages call them.
import type { PlaceholderFound, StarterPage } from './server/placeholders';

/** A document under pages/, as the list shows it. */
export interface PageSummary {
  file: string;
  route?: string;
  title?: string;
  draft?: boolean;
  errors: number;
  /** pages/site.json: the site's settings, not a page. */
  site?: boolean;
}

/** A place in a document: ["sections", 2, "heading"]. */
export type JsonPath = (string | number)[];

/** One of the validator's findings, as `npm run validate` reports it. */
export interface Finding {
  file: string;
  line?: number;
  column?: number;
  /** Where in the document: `sections[2].heading`; empty for the document as a whole. */
  path: string;
  /** `path` as steps, for the form to find the field. */
  jsonPath: JsonPath;
  message: string;
  name: string;
  warning?: boolean;
  /** The line `npm run validate` prints. */
  formatted?: string;
  /** The route of the page it concerns, when that page is valid. */
  route?: string;
  /** That page in words ("Thoughts › Design"), or "Site settings". */
  page?: string;
}

export interface OpenDocument {
  file: string;
  value: unknown;
  /** What the file on disk was when read: a save names it, and is refused if the file has changed since. */
  version: string;
}

export interface Validation {
  errors: Finding[];
  warnings: Finding[];
  /** The page as the site draws it from this value (validated, derived), for the preview; absent while it has errors. */
  document?: unknown;
  /** With `document`: the site's values for its tokens ({name}). */
  tokens?: Record<string, string>;
  /** The routes of the pages that refer to each of site.json's facts ({fact:name}), by the fact's name. */
  factUses?: Record<string, string[]>;
}

export type SaveResult =
  | { status: 'saved'; version: string }
  /** The file moved on since `version` was read: `version` is what it is now. */
  | { status: 'conflict'; version: string }
  | { status: 'invalid'; errors: Finding[] };

const API = '/_edit/api';

/** Where the site's settings (site.json) are edited: /_edit/site. */
export const SITE_SETTINGS_ROUTE = '/site';

/** Calls an endpoint; an answer other than those `expected` throws with the endpoint's sentence. */
async function call<T>(path: string, init?: RequestInit, expected = [200, 201]): Promise<{ status: number; body: T }> {
  const response = await fetch(`${API}${path}`, { ...init, headers: { 'Content-Type': 'application/json', ...init?.headers } });
  const body = await response.json().catch(() => ({ error: `${response.status} ${response.statusText}` }));
  if (!expected.includes(response.status)) throw new Error(body.error ?? `${response.status} ${response.statusText}`);
  return { status: response.status, body: body as T };
}

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

/** What "New page" starts from (src/content/page-templates.ts). */
export type PageTemplate = 'blank' | 'case-study';

/** A new page, a draft from `template`; `card` adds a card for it on the page one level up (/work for /work/x). */
export const createPage = (route: string, options: { template?: PageTemplate; card?: boolean } = {}) =>
  call<{ file: string; changed: string[] }>('/pages', { method: 'POST', body: JSON.stringify({ route, ...options }) }).then(
    ({ body }) => body,
  );

export const listAssets = () => call<{ assets: string[] }>('/assets').then(({ body }) => body.assets);

/** Sends a file's bytes as the body of a PUT; answers the endpoint's JSON, or throws with its sentence. */
async function put<T>(path: string, file: File): Promise<T> {
  const response = await fetch(`${API}${path}`, { method: 'PUT', body: file });
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

/** Where the résumé PDF and the site's icon are (site.json's resume settings, index.html's icon). */
export interface SiteFiles {
  resume?: string;
  /** The PDF the site serves: the owner's upload, or the one the build writes from the résumé page. */
  resumeSource?: 'uploaded' | 'built';
  /** The upload is older than the résumé page's document. */
  resumeStale?: boolean;
  bucket?: string;
  icon: string;
  resumeLimit: number;
}
export const listFiles = () => call<SiteFiles>('/files').then(({ body }) => body);

/** Replaces the résumé PDF or the site's icon; answers where it went and what was done, in a sentence. */
/** The résumé keeps its own name (site.json's resume.fileName follows); the icon is always the site's icon. */
export const uploadSiteFile = (kind: 'resume' | 'icon', file: File) =>
  put<{ path: string; message: string }>(kind === 'resume' ? `/resume?name=${encodeURIComponent(file.name)}` : `/${kind}`, file);

/** A value of the starter site's owner still in a document (the first-run checklist), as the server finds it. */
export type { PlaceholderFound, StarterPage } from './server/placeholders';
/** What of the starter site is left: its values by kind, and the documents whose text is still its own, by page. */
export const listPlaceholders = () =>
  call<{ placeholders: PlaceholderFound[]; starterPages: StarterPage[] }>('/placeholders').then(({ body }) => body);
