/**
 * What changed in the site's content since the last publish: the difference between the remote's copy of the branch
 * (what was last pushed, or fetched) and the files as they are now, committed or not, plus files git does not know
 * yet. Each change is named as the owner knows it: a page by its title, the site settings, a picture, the résumé.
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { attempt, currentBranch, EMPTY_TREE, nulSplit, remoteBranch, type Repository } from './repository';
import { contentPathspecs, leftOutReason } from './content-files';
import type { LeftOut } from '../../wire';
import { siteTokens } from '../../../schema/site';
import { titleAsRead } from '../page-names';

export interface ContentChange {
  /** From the repository's top, with "/". */
  path: string;
  status: 'added' | 'changed' | 'removed';
  kind: 'page' | 'settings' | 'picture' | 'resume' | 'icon' | 'file';
  /** A page's title (its route when it has none); a file's name. */
  title?: string;
  route?: string;
  name: string;
}

export interface Unpublished {
  /** Content changes a publish would carry, committed or not. */
  changes: ContentChange[];
  /** Changed files a publish leaves on this computer, and why. */
  leftOut: LeftOut[];
  /** Content changes not yet committed, named against the last commit (a publish commits them). */
  uncommitted: ContentChange[];
  /** Commits on the branch the remote does not have (a publish that could not push keeps its commit). */
  ahead: number;
  /** What the difference is taken from: the remote's branch, or nothing when it has none. */
  base: string;
  branch?: string;
}

const PICTURE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;
const STATUS: Record<string, ContentChange['status']> = { A: 'added', M: 'changed', D: 'removed', T: 'changed' };

/** A page document's title and route, read leniently (a broken file still has a name). */
function pageNames(text: string | undefined, file: string, tokens: Record<string, string>): { title: string; route?: string } {
  try {
    const document = JSON.parse((text ?? '').replace(/^\uFEFF/, '')) as { title?: unknown; route?: unknown };
    const route = typeof document.route === 'string' ? document.route : undefined;
    // "About · {name}" is the About page to its owner: the site's name the title carries is left out.
    const title = typeof document.title === 'string' ? document.title.replace(/\s*[·|–—-]\s*\{name\}\s*$/, '').trim() : '';
    return { title: titleAsRead(title, tokens) || (route ?? file), route };
  } catch {
    return { title: file };
  }
}

async function describe(repo: Repository, base: string, path: string, status: ContentChange['status']): Promise<ContentChange> {
  const tokens = tokensOf(join(repo.top, repo.siteFolder, 'pages/site.json'));
  const inside = repo.siteFolder ? path.slice(repo.siteFolder.length + 1) : path;
  const name = posix.basename(path);
  if (inside === 'pages/site.json') return { path, status, kind: 'settings', name };
  if (inside.startsWith('pages/')) {
    const text = status === 'removed' ? await attempt(repo.git, ['show', `${base}:${path}`]) : readText(join(repo.top, path));
    return { path, status, kind: 'page', name, ...pageNames(text, inside.slice('pages/'.length), tokens) };
  }
  if (inside.startsWith('public/assets/resume/') && name.endsWith('.pdf')) return { path, status, kind: 'resume', name };
  if (inside === 'public/assets/favicon.svg') return { path, status, kind: 'icon', name };
  return { path, status, kind: PICTURE.test(name) ? 'picture' : 'file', name };
}

/** The site's tokens ({name}, {location}, facts…), which titles may use. */
function tokensOf(path: string): Record<string, string> {
  try {
    return siteTokens(JSON.parse(readText(path) ?? '{}'));
  } catch {
    return {};
  }
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** The content files that differ between `base` and the files as they are now (git's unknown files included), with how. */
async function differences(repo: Repository, base: string): Promise<Map<string, ContentChange['status']>> {
  const specs = contentPathspecs(repo.siteFolder);
  const diffed = nulSplit(await repo.git.raw(['diff', '--name-status', '--no-renames', '-z', base, '--', ...specs]));
  const found = new Map<string, ContentChange['status']>();
  for (let i = 0; i + 1 < diffed.length; i += 2) found.set(diffed[i + 1], STATUS[diffed[i][0]] ?? 'changed');
  for (const path of nulSplit(await repo.git.raw(['ls-files', '--others', '--exclude-standard', '-z', '--', ...specs])))
    found.set(path, 'added');
  return found;
}

/** The differences that a publish may carry, named; the rest left out with the reason. */
async function sorted(repo: Repository, base: string, found: Map<string, ContentChange['status']>) {
  const changes: ContentChange[] = [];
  const leftOut: LeftOut[] = [];
  for (const [path, status] of found) {
    const reason = leftOutReason(path, repo.siteFolder);
    if (reason) leftOut.push({ path, reason });
    else changes.push(await describe(repo, base, path, status));
  }
  return { changes: changes.sort(byKindThenTitle), leftOut };
}

/** Everything changed since the last publish, the content to publish apart from what stays behind. */
export async function unpublished(repo: Repository): Promise<Unpublished> {
  const { git, siteFolder } = repo;
  const branch = await currentBranch(git);
  const upstream = branch && (await remoteBranch(git, branch));
  const base = upstream || EMPTY_TREE;
  const specs = contentPathspecs(siteFolder);
  const found = await differences(repo, base);
  const { changes, leftOut } = await sorted(repo, base, found);
  // Changed or new files elsewhere in the project stay out too; the owner is told, in case one was meant for the site.
  const elsewhere = nulSplit(await git.raw(['status', '--porcelain', '-z', '--untracked-files=all', '--no-renames']))
    .map((entry) => entry.slice(3))
    .filter((path) => !found.has(path) && !specs.some((spec) => path.startsWith(`${spec}/`)));
  for (const path of elsewhere) leftOut.push({ path, reason: leftOutReason(path, siteFolder) ?? 'it is not part of the site’s content' });

  // What is not committed yet, named against the last commit: what the publish's own commit will say.
  const head = (await attempt(git, ['rev-parse', '--verify', '--quiet', 'HEAD'])) || EMPTY_TREE;
  const uncommitted = (await sorted(repo, head, await differences(repo, head))).changes;
  const ahead = Number((await attempt(git, ['rev-list', '--count', upstream ? `${upstream}..HEAD` : 'HEAD'])) ?? 0);
  return { changes, leftOut, uncommitted, ahead, base, branch };
}

const ORDER: ContentChange['kind'][] = ['page', 'settings', 'resume', 'icon', 'picture', 'file'];
const byKindThenTitle = (a: ContentChange, b: ContentChange) =>
  ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) || (a.title ?? a.name).localeCompare(b.title ?? b.name);
