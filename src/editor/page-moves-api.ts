// The editor's endpoints for deleting and moving a page (src/editor/server/page-moves.ts), as its pages call them.
import { request } from './api';
import type { DeletePlan, PagePlace, RenamePlan } from './wire';

export type { DeletePlan, PagePlace, RenamePlan };

/** What deleting the page at `route` would take with it, and the links it would leave pointing nowhere. */
export const planDelete = (route: string) => request<DeletePlan>(`/pages/delete?route=${encodeURIComponent(route)}`);

/** Deletes the page; answers what was done, in a sentence. */
export const deletePage = (route: string) =>
  request<{ message: string }>('/pages/delete', { method: 'POST', body: JSON.stringify({ route }) });

/** What would follow the page at `route` if it moved: its cards, menu entries and the links to it. */
export const planRename = (route: string) => request<RenamePlan>(`/pages/rename?route=${encodeURIComponent(route)}`);

/** Moves the page to `to`; answers what was done, in a sentence, and the page's new file and route. */
export const renamePage = (route: string, to: string) =>
  request<{ message: string; file: string; route: string }>('/pages/rename', { method: 'POST', body: JSON.stringify({ route, to }) });
