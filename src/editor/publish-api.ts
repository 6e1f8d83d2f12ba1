// The editor's publish endpoints (src/editor/server/publish/handlers.ts), as its pages call them.
import { API_PREFIX, type LiveAnswer, type OnlineState, type PublishOutcome, type PublishStateAnswer } from './wire';

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${API_PREFIX}${path}`, { ...init, headers: { 'Content-Type': 'application/json', ...init?.headers } });
  const body = await response.json().catch(() => ({ error: `${response.status} ${response.statusText}` }));
  if (!response.ok) throw new Error(body.error ?? `${response.status} ${response.statusText}`);
  return body as T;
}

/** Where the editor's Publish page is: under /_edit, at a name no page route can have. */
export const PUBLISH_PAGE = '/_edit/_publish';

export const readPublishState = () => call<PublishStateAnswer>('/publish');
export const runPublish = (dryRun = false) => call<PublishOutcome>('/publish', { method: 'POST', body: JSON.stringify({ dryRun }) });
export const runUndo = () => call<PublishOutcome>('/publish/undo', { method: 'POST', body: '{}' });
export const checkLive = (commit: string) => call<LiveAnswer>(`/publish/live?commit=${encodeURIComponent(commit)}`);
export const readOnline = () => call<OnlineState>('/online');
export const changeOnline = (change: { remote?: string; siteUrl?: string }) =>
  call<OnlineState>('/online', { method: 'PUT', body: JSON.stringify(change) });
