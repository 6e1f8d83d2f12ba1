// The editor's endpoints for deleting and moving a page (src/editor/server/page-moves.ts), as its pages call them.
import { API_PREFIX, type DeletePlan, type PagePlace } from './wire';

export type { DeletePlan, PagePlace };

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${API_PREFIX}${path}`, { ...init, headers: { 'Content-Type': 'application/json', ...init?.headers } });
  const body = await response.json().catch(() => ({ error: `${response.status} ${response.statusText}` }));
  if (!response.ok) throw new Error(body.error ?? `${response.status} ${response.statusText}`);
  return body as T;
}

/** What deleting the page at `route` would take with it, and the links it would leave pointing nowhere. */
export const planDelete = (route: string) => call<DeletePlan>(`/pages/delete?route=${encodeURIComponent(route)}`);

/** Deletes the page; answers what was done, in a sentence. */
export const deletePage = (route: string) =>
  call<{ message: string }>('/pages/delete', { method: 'POST', body: JSON.stringify({ route }) });

/** Moves the page to `to`; answers what was done, in a sentence, and the page's new file and route. */
export const renamePage = (route: string, to: string) =>
  call<{ message: string; file: string; route: string }>('/pages/rename', { method: 'POST', body: JSON.stringify({ route, to }) });
