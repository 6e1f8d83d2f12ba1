/** The publish endpoints through the editor's real middleware: guarded like every write, and answering in words. */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { editorApi } from '../editor-api';
import { editJson, git, sandbox, type Sandbox } from './test-repos';

// Each case makes a repository and validates a site: seconds, more on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

let box: Sandbox;
let server: Server;
afterEach(async () => {
  await new Promise((done) => server?.close(done));
  box?.remove();
});

async function start(): Promise<string> {
  box = sandbox();
  const middleware = editorApi({ root: box.project });
  server = createServer((req, res) => middleware(req, res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const send = (origin: string, path: string, method: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin}/_edit/api/${path}`, {
    method,
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', Origin: origin, ...headers },
  });

/** A request with a Host of our choosing, which fetch will not send. */
const withHost = (origin: string, path: string, host: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request(`${origin}/_edit/api/${path}`, { method: 'POST', headers: { Host: host, Origin: `http://${host}` } }, (res) => {
      res.resume();
      resolve(res.statusCode!);
    });
    req.on('error', reject);
    req.end('{}');
  });

it('refuses a publish or an undo asked by another site or at another host name, and commits nothing', async () => {
  const origin = await start();
  editJson(box.project, 'pages/about.json', (page) => (page.description = 'Changed'));
  const head = git(box.project, 'rev-parse', 'HEAD');
  for (const path of ['publish', 'publish/undo']) {
    expect((await send(origin, path, 'POST', {}, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await send(origin, path, 'POST', {}, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect(await withHost(origin, path, 'rebound.example:80')).toBe(403);
  }
  expect((await send(origin, 'online', 'PUT', { remote: '/tmp/elsewhere.git' }, { Origin: 'https://evil.example' })).status).toBe(403);
  expect(git(box.project, 'rev-parse', 'HEAD')).toBe(head);
  expect(git(box.project, 'remote', 'get-url', 'origin')).toBe(box.remote);
});

it('lists what a publish would send, and a dry run commits nothing', async () => {
  const origin = await start();
  git(box.project, 'push', '--quiet', '-u', 'origin', 'main');
  editJson(box.project, 'pages/about.json', (page) => (page.description = 'Changed'));
  const state = (await (await fetch(`${origin}/_edit/api/publish`)).json()) as { changes: string[] };
  expect(state.changes).toEqual(['Changed page About (/about)']);
  const dry = (await (await send(origin, 'publish', 'POST', { dryRun: true })).json()) as { status: string; message: string };
  expect(dry).toMatchObject({ status: 'dry-run', message: 'Would publish: Changed page About (/about).' });
  expect(git(box.project, 'log', '--format=%s')).toBe('Starter site');
});

it('"Put it online" names the missing steps, and sets the remote and siteUrl, changing only that line of site.json', async () => {
  const origin = await start();
  const before = readFileSync(join(box.project, 'pages/site.json'), 'utf8');
  const state = (await (await fetch(`${origin}/_edit/api/online`)).json()) as { steps: { id: string; done: boolean }[]; workflow: boolean };
  expect(state.steps.find((step) => step.id === 'workflow')).toMatchObject({ done: false });
  expect(state.steps.find((step) => step.id === 'publish')).toMatchObject({ done: false });

  const refused = await send(origin, 'online', 'PUT', { remote: '--upload-pack=touch /tmp/x' });
  expect(refused.status).toBe(400);
  expect(((await refused.json()) as { error: string }).error).toMatch(/not a repository’s address/);

  const set = await send(origin, 'online', 'PUT', {
    remote: 'https://github.com/jordanvega/portfolio.git',
    siteUrl: 'https://jordanvega.github.io/portfolio',
  });
  const after = (await set.json()) as { remote: string; siteUrl: string; suggestedSiteUrl: string };
  expect(after).toMatchObject({
    remote: 'https://github.com/jordanvega/portfolio.git',
    siteUrl: 'https://jordanvega.github.io/portfolio',
    suggestedSiteUrl: 'https://jordanvega.github.io/portfolio',
  });
  const changed = readFileSync(join(box.project, 'pages/site.json'), 'utf8').split('\n');
  const differing = before.split('\n').filter((line, i) => line !== changed[i]);
  expect(differing).toHaveLength(1);
  expect(differing[0]).toMatch(/"siteUrl"/);
});
