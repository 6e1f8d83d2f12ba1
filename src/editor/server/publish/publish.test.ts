/**
 * The publish flow on real git: the owner's project and a bare repository on disk as their remote. Most cases check
 * with the real validator and leave the build out (a minute each on two cores); the last builds for real, twice:
 * before the commit, and on the "host", the remote's hook, whose served build.json must come to name the commit.
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../test-support';
import { validateAndBuild, validateSite, type SiteCheck } from './check';
import { publish } from './publish';
import { undoLastPublish } from './undo';
import { waitUntilLive } from './live-check';
import { editJson, filesOf, git, host, otherClone, sandbox, type Sandbox } from './test-repos';

const validateOnly: SiteCheck = async (root) => validateSite(root);
const subject = (repo: string, ref = 'HEAD') => git(repo, 'log', '-1', '--format=%s', ref);
const remoteHead = (box: Sandbox) => git(box.remote, 'rev-parse', 'main');
const retitle = (box: Sandbox, file: string, title: string) =>
  editJson(box.project, file, (page) => (page.description = `${title}: ${page.description}`));

let box: Sandbox;
afterEach(() => box?.remove());

describe('publish', { timeout: 60_000 }, () => {
  it('first publish: sends the history and one commit of the changed page, named by its title', async () => {
    box = sandbox();
    retitle(box, 'pages/about.json', 'Now with a new first line');
    const outcome = await publish({ root: box.project, check: validateOnly });
    expect(outcome.status, outcome.message).toBe('published');
    expect(subject(box.remote, 'main')).toBe('Publish: About');
    expect(filesOf(box.remote, 'main')).toEqual(['pages/about.json']);
    expect(git(box.remote, 'log', '--format=%s', 'main').split('\n')).toEqual(['Publish: About', 'Starter site']);
    expect(outcome.commit).toBe(remoteHead(box));
    // Nothing left to publish after it.
    expect((await publish({ root: box.project, check: validateOnly })).status).toBe('nothing');
  });

  it('a second publish: two changed pages listed in words, one commit of only them, a stray .env left out and named', async () => {
    box = sandbox();
    git(box.project, 'push', '--quiet', '-u', 'origin', 'main');
    retitle(box, 'pages/about.json', 'Spring update');
    retitle(box, 'pages/case-study.json', 'Spring update');
    writeFileSync(join(box.project, '.env'), 'VITE_SUPABASE_ANON_KEY=secret\n');
    writeFileSync(join(box.project, 'public/.env'), 'TOKEN=secret\n');
    writeFileSync(join(box.project, 'public/assets/deploy-key.pem'), '-----BEGIN PRIVATE KEY-----\n');

    const dry = await publish({ root: box.project, check: validateOnly, dryRun: true });
    expect(dry.status).toBe('dry-run');
    expect(dry.changes).toEqual(['Changed page About (/about)', 'Changed page Case study fixture (/case-study)']);
    const before = remoteHead(box);
    expect(git(box.project, 'status', '--porcelain')).not.toBe('');

    const outcome = await publish({ root: box.project, check: validateOnly });
    expect(outcome.status, outcome.message).toBe('published');
    expect(outcome.changes).toEqual(dry.changes);
    expect(git(box.remote, 'rev-list', '--count', `${before}..main`)).toBe('1');
    expect(subject(box.remote, 'main')).toBe('Publish: About, Case study fixture');
    expect(filesOf(box.remote, 'main')).toEqual(['pages/about.json', 'pages/case-study.json']);
    expect(outcome.leftOut.map((file) => file.path).sort()).toEqual(['.env', 'public/.env', 'public/assets/deploy-key.pem']);
    expect(outcome.message).toContain('Left out');
    expect(outcome.message).toContain('public/.env (it looks like a key or a password file');
    expect(git(box.remote, 'ls-tree', '-r', '--name-only', 'main')).not.toMatch(/\.env|\.pem/);
  });

  it("names a page by its title as visitors read it, every token of the site filled in and the owner's name left out", async () => {
    box = sandbox();
    git(box.project, 'push', '--quiet', '-u', 'origin', 'main');
    editJson(box.project, 'pages/about.json', (page) => (page.title = 'Met in {location} · {name}'));
    const dry = await publish({ root: box.project, check: validateOnly, dryRun: true });
    expect(dry.changes).toEqual(['Changed page Met in Lisbon, Portugal (/about)']);
  });

  it('a broken page: nothing is committed or pushed, and the validator says why', async () => {
    box = sandbox();
    git(box.project, 'push', '--quiet', '-u', 'origin', 'main');
    const head = git(box.project, 'rev-parse', 'HEAD');
    editJson(box.project, 'pages/about.json', (page) => (page.titel = 'typo'));
    const outcome = await publish({ root: box.project, check: validateOnly });
    expect(outcome.status).toBe('invalid');
    expect(outcome.detail).toMatch(/pages\/about\.json.*titel/);
    expect(git(box.project, 'rev-parse', 'HEAD')).toBe(head);
    expect(remoteHead(box)).toBe(head);
    expect(git(box.project, 'status', '--porcelain')).toContain('pages/about.json');
  });

  it('an unreachable remote: a sentence, the commit kept, and sent on the next try', async () => {
    box = sandbox();
    git(box.project, 'push', '--quiet', '-u', 'origin', 'main');
    retitle(box, 'pages/about.json', 'Offline edit');
    git(box.project, 'remote', 'set-url', 'origin', join(box.dir, 'nowhere.git'));
    const outcome = await publish({ root: box.project, check: validateOnly });
    expect(outcome.status).toBe('offline');
    expect(outcome.message).toMatch(/could not be reached.*saved in a commit on this computer/);
    expect(subject(box.project)).toBe('Publish: About');
    expect(outcome.commit).toBe(git(box.project, 'rev-parse', 'HEAD'));

    git(box.project, 'remote', 'set-url', 'origin', box.remote);
    const retry = await publish({ root: box.project, check: validateOnly });
    expect(retry.status, retry.message).toBe('published');
    expect(remoteHead(box)).toBe(outcome.commit);
  });

  it('a remote that refuses the push: a sentence about signing in, the commit kept, nothing forced', async () => {
    box = sandbox();
    git(box.project, 'push', '--quiet', '-u', 'origin', 'main');
    const before = remoteHead(box);
    const hook = join(box.remote, 'hooks', 'pre-receive');
    writeFileSync(hook, '#!/bin/sh\necho "pushes to main are protected" >&2\nexit 1\n');
    chmodSync(hook, 0o755);
    retitle(box, 'pages/about.json', 'Refused');
    const outcome = await publish({ root: box.project, check: validateOnly });
    expect(outcome.status).toBe('refused');
    expect(outcome.message).toMatch(/refused the push.*saved in a commit on this computer/);
    expect(remoteHead(box)).toBe(before);
    expect(subject(box.project)).toBe('Publish: About');
  });

  it("a remote that moved on with another page's change: brought in first, then pushed on top, never forced", async () => {
    box = sandbox();
    git(box.project, 'push', '--quiet', '-u', 'origin', 'main');
    const elsewhere = otherClone(box);
    editJson(elsewhere, 'pages/notes.json', (page) => (page.description = 'Edited on the web'));
    git(elsewhere, 'commit', '--quiet', '-am', 'Update notes.json');
    git(elsewhere, 'push', '--quiet');
    const theirs = git(elsewhere, 'rev-parse', 'HEAD');

    retitle(box, 'pages/about.json', 'Local edit');
    const outcome = await publish({ root: box.project, check: validateOnly });
    expect(outcome.status, outcome.message).toBe('published');
    expect(git(box.remote, 'log', '--format=%s', 'main').split('\n').slice(0, 2)).toEqual(['Publish: About', 'Update notes.json']);
    expect(git(box.remote, 'rev-parse', 'main~1')).toBe(theirs);
    expect(readFileSync(join(box.project, 'pages/notes.json'), 'utf8')).toContain('Edited on the web');
  });

  it('a remote that moved on with a change to the same page: says which page both changed, keeps the commit, pushes nothing', async () => {
    box = sandbox();
    git(box.project, 'push', '--quiet', '-u', 'origin', 'main');
    const elsewhere = otherClone(box);
    editJson(elsewhere, 'pages/about.json', (page) => (page.description = 'Edited on the web'));
    git(elsewhere, 'commit', '--quiet', '-am', 'Update about.json');
    git(elsewhere, 'push', '--quiet');
    const theirs = git(elsewhere, 'rev-parse', 'HEAD');

    retitle(box, 'pages/about.json', 'Local edit');
    const outcome = await publish({ root: box.project, check: validateOnly });
    expect(outcome.status).toBe('both-changed');
    expect(outcome.message).toContain('About (pages/about.json)');
    expect(remoteHead(box)).toBe(theirs);
    expect(subject(box.project)).toBe('Publish: About');
    expect(readFileSync(join(box.project, 'pages/about.json'), 'utf8')).toContain('Local edit');
  });

  it('undo: a commit reverting the last publish, pushed the same way; history keeps both', async () => {
    box = sandbox();
    git(box.project, 'push', '--quiet', '-u', 'origin', 'main');
    const original = readFileSync(join(box.project, 'pages/about.json'), 'utf8');
    retitle(box, 'pages/about.json', 'Regretted');
    expect((await publish({ root: box.project, check: validateOnly })).status).toBe('published');
    const published = remoteHead(box);

    const undone = await undoLastPublish(box.project);
    expect(undone.status, undone.message).toBe('published');
    expect(undone.message).toContain('Undid the publish of About');
    expect(subject(box.remote, 'main')).toBe('Undo publish: About');
    expect(git(box.remote, 'rev-parse', 'main~1')).toBe(published);
    expect(git(box.remote, 'show', 'main:pages/about.json')).toBe(original.trimEnd());
    expect((await undoLastPublish(box.project)).status).toBe('nothing');
  });
});

describe('publish to a host', () => {
  let out: string | undefined;
  afterEach(() => out && rmSync(out, { recursive: true, force: true }));

  it('builds before committing, and the host serves the new build id in build.json and every page head', { timeout: 480_000 }, async () => {
    box = sandbox();
    const site = await host(box);
    out = mkdtempSync(join(tmpdir(), 'publish-check-'));
    try {
      retitle(box, 'pages/about.json', 'Live check');
      const started = performance.now();
      const outcome = await publish({ root: box.project, check: validateAndBuild(PROJECT_ROOT, out) });
      expect(outcome.status, `${outcome.message} ${outcome.detail ?? ''}`).toBe('published');
      expect(existsSync(join(out, 'build.json'))).toBe(true);
      const live = await waitUntilLive(site.url, outcome.commit!, { timeoutMs: 360_000, intervalMs: 1_000 });
      expect(live.live, `${live.message}\n${existsSync(site.log) ? readFileSync(site.log, 'utf8') : ''}`).toBe(true);
      console.log(`publish to live on the local host: ${((performance.now() - started) / 1000).toFixed(1)} s`);
      const served = (await (await fetch(`${site.url}/build.json`)).json()) as { commit?: string };
      expect(served.commit).toBe(outcome.commit);
    } finally {
      await site.close();
    }
  });
});
