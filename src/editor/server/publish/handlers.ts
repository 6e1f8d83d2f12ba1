/**
 * The editor's publish endpoints, under its API (../editor-api.ts), behind the same checks as every other request
 * there (loopback peer, loopback Host, the editor's own page for a write):
 *
 *   GET  publish            { changes, ahead, leftOut, remote?, siteUrl?, running? }: what a publish would send
 *   POST publish            { dryRun? } → { status, message, changes, leftOut, commit?, detail? }
 *   POST publish/undo       the same answer, for a commit reverting the last publish
 *   GET  publish/live?commit=…   { live, address, served?, message }: one look at siteUrl's build.json
 *   GET  online             "Put it online": the repository's state and the steps still missing
 *   PUT  online             { remote?, siteUrl? } → the same, after setting them
 *
 * One publish runs at a time; while it runs, GET publish says which step it is at.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_FILE } from '../../../content/validation/load';
import { HttpError, readJsonBody, type Handler } from '../http';
import { validateAndBuild } from './check';
import { probe } from './live-check';
import { onlineState, setRemote, setSiteUrl } from './online';
import { publish, publishState } from './publish';
import type { PublishOutcome, PublishStateAnswer } from '../../wire';
import { undoLastPublish } from './undo';

let running: string | undefined;

/** Runs one publish or undo at a time, keeping its current step for GET publish. */
async function exclusive(work: (progress: (step: string) => void) => Promise<PublishOutcome>): Promise<PublishOutcome> {
  if (running) throw new HttpError(409, `a publish is already under way (${running}); wait for it to end`);
  running = 'Starting';
  try {
    return await work((step) => (running = step));
  } finally {
    running = undefined;
  }
}

function siteUrlOf(root: string): string | undefined {
  try {
    const value = (JSON.parse(readFileSync(join(root, SITE_FILE), 'utf8').replace(/^\uFEFF/, '')) as { siteUrl?: unknown }).siteUrl;
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

export const readPublishState: Handler = async ({ root }) => {
  const state = await publishState(root);
  if (!state) throw new HttpError(409, 'the site is not in a git repository yet; "Put it online" says how to make it one');
  const body: PublishStateAnswer = { ...state, siteUrl: siteUrlOf(root), ...(running && { running }) };
  return { status: 200, body };
};

export const runPublish: Handler = async ({ root, req }) => {
  const body = await readJsonBody(req);
  const dryRun = body.dryRun === true;
  // The build runs from the project the dev server serves, whose scripts/build.ts it is.
  const check = validateAndBuild(process.cwd());
  return { status: 200, body: await exclusive((progress) => publish({ root, check, dryRun, progress })) };
};

export const runUndo: Handler = async ({ root }) => ({ status: 200, body: await exclusive((progress) => undoLastPublish(root, progress)) });

export const checkLive: Handler = async ({ root, url }) => {
  const commit = url.searchParams.get('commit') ?? '';
  if (!/^[0-9a-f]{7,64}$/.test(commit)) throw new HttpError(400, 'give the published commit as ?commit=…');
  const siteUrl = siteUrlOf(root);
  if (!siteUrl) throw new HttpError(409, 'site settings give no siteUrl to check; set it in "Put it online"');
  return { status: 200, body: await probe(siteUrl, commit) };
};

export const readOnline: Handler = async ({ root }) => ({ status: 200, body: await onlineState(root) });

export const changeOnline: Handler = async ({ root, req }) => {
  const body = await readJsonBody(req);
  try {
    if (typeof body.remote === 'string') await setRemote(root, body.remote);
    if (typeof body.siteUrl === 'string') setSiteUrl(root, body.siteUrl);
  } catch (error) {
    throw new HttpError(400, (error as Error).message);
  }
  return { status: 200, body: await onlineState(root) };
};
