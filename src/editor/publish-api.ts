// The editor's publish endpoints (src/editor/server/publish/handlers.ts), as its pages call them.
import { request } from './api';
import type { LiveAnswer, OnlineState, PublishOutcome, PublishStateAnswer } from './wire';

/** Where the editor's Publish page is: under /_edit, at a name no page route can have. */
export const PUBLISH_PAGE = '/_edit/_publish';

export const readPublishState = () => request<PublishStateAnswer>('/publish');
export const runPublish = (dryRun = false) => request<PublishOutcome>('/publish', { method: 'POST', body: JSON.stringify({ dryRun }) });
export const runUndo = () => request<PublishOutcome>('/publish/undo', { method: 'POST', body: '{}' });
export const checkLive = (commit: string) => request<LiveAnswer>(`/publish/live?commit=${encodeURIComponent(commit)}`);
export const readOnline = () => request<OnlineState>('/online');
export const changeOnline = (change: { remote?: string; siteUrl?: string }) =>
  request<OnlineState>('/online', { method: 'PUT', body: JSON.stringify(change) });
