/**
 * What the publish tests share: a copy of the fixture site in a git repository of its own, a bare repository on
 * disk as the owner's remote, and a "host": a hook on that remote that builds what it receives into a folder a
 * static server serves, as GitHub Pages or Netlify would.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveSite } from '../../../build/host/serve';
import { PROJECT_ROOT } from '../test-support';

export const FIXTURE_SITE = join(PROJECT_ROOT, 'tests/fixtures/site');

export const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();

export interface Sandbox {
  dir: string;
  /** The owner's project: the site's pages/ and public/, a README, a .gitignore, committed on main. */
  project: string;
  /** The owner's remote, a bare repository. */
  remote: string;
  remove(): void;
}

const identity = (repo: string, name: string) => {
  git(repo, 'config', 'user.name', name);
  git(repo, 'config', 'user.email', `${name.toLowerCase().replace(/\W/g, '')}@example.com`);
};

/** The owner's project with a site (the fixture site unless said) committed, and an empty bare remote it points at (not pushed yet). */
export function sandbox(site = FIXTURE_SITE): Sandbox {
  const dir = mkdtempSync(join(tmpdir(), 'publish-'));
  const project = join(dir, 'project');
  const remote = join(dir, 'remote.git');
  for (const folder of ['pages', 'public']) cpSync(join(site, folder), join(project, folder), { recursive: true });
  writeFileSync(join(project, 'README.md'), '# My site\n');
  writeFileSync(join(project, '.gitignore'), 'dist/\n.cache/\n');
  git(dir, 'init', '--quiet', '--bare', '-b', 'main', remote);
  git(project, 'init', '--quiet', '-b', 'main');
  identity(project, 'Jordan Vega');
  git(project, 'add', '-A');
  git(project, 'commit', '--quiet', '-m', 'Starter site');
  git(project, 'remote', 'add', 'origin', remote);
  return { dir, project, remote, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Someone else's clone of the remote (the owner on GitHub's web editor), to change it behind the owner's back. */
export function otherClone(box: Sandbox): string {
  const clone = join(box.dir, `elsewhere-${Date.now()}`);
  git(box.dir, 'clone', '--quiet', box.remote, clone);
  identity(clone, 'Web Editor');
  return clone;
}

/** Rewrites a JSON file of a folder through a function of its value. */
export function editJson(folder: string, file: string, change: (value: Record<string, unknown>) => void): void {
  const path = join(folder, file);
  const value = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  change(value);
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

/** The files a commit touched, from the repository's top. */
export const filesOf = (repo: string, commit: string) =>
  git(repo, 'show', '--name-only', '--format=', commit).split('\n').filter(Boolean).sort();

export interface Host {
  url: string;
  /** Where the hook writes the build's output, for a failed build's reasons. */
  log: string;
  close(): Promise<void>;
}

/**
 * Makes `remote` a host: on each push to main its post-receive hook checks the pushed commit out and runs the
 * project's real build of it (in the background, as a host's build runs after the push is accepted) into a folder
 * that a local static server serves. The build keeps its cache in the project's .cache/ unless `cacheDir` gives the
 * host one of its own, as a real host has (restored from its last build, never the owner's laptop's).
 */
export async function host(box: Sandbox, { cacheDir }: { cacheDir?: string } = {}): Promise<Host> {
  const root = join(box.dir, 'host');
  const checkout = join(root, 'checkout');
  const www = join(root, 'www');
  const log = join(root, 'build.log');
  mkdirSync(www, { recursive: true });
  const quote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;
  const hook = `#!/bin/sh
# The host's build: the pushed commit's files, built by the project's own build into the served folder.
while read old new ref; do
  [ "$ref" = refs/heads/main ] || continue
  rm -rf ${quote(checkout)} && mkdir -p ${quote(checkout)}
  git archive "$new" | tar -x -C ${quote(checkout)}
  (cd ${quote(PROJECT_ROOT)} && env -u GIT_DIR SITE_ROOT=${quote(checkout)}${cacheDir ? ` BUILD_CACHE_DIR=${quote(cacheDir)}` : ''} SITE_COMMIT="$new" nohup ${quote(process.execPath)} --import tsx scripts/build.ts ${quote(www)} > ${quote(log)} 2>&1 &)
done
`;
  const hookPath = join(box.remote, 'hooks', 'post-receive');
  writeFileSync(hookPath, hook);
  chmodSync(hookPath, 0o755);
  const server: Server = await serveSite(www, 0);
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, log, close: () => new Promise((done) => server.close(() => done())) };
}
