// When each page last changed, for the sitemap's <lastmod>: the same for every build of the same commit.
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { archivePages } from '../content/archive-pages';
import type { ValidatedPage } from '../content/validate';

/** Git's output, or undefined where there is no git or no repository: the files' own times then serve. */
function git(root: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', ['-C', root, '-c', 'core.quotePath=false', ...args], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return undefined;
  }
}

/** A file's modification time, to the second, in UTC (W3C Datetime, as sitemaps take it). */
const modified = (file: string) => new Date(Math.floor(statSync(file).mtimeMs / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/**
 * When each file under `root` last changed, by its path from `root` ("pages/about.json"): the date of the last commit
 * that touched it ("2025-03-14T10:22:05+01:00"), as `git log -1 -- file` names it, so a checkout's file times (which a
 * clone sets to the moment of cloning) change nothing. Asked file by file (a few milliseconds each): one log of the
 * whole folder would also count a branch that changed a file and changed it back, which git's view of the file leaves
 * out. A file that is new or changed since its last commit, or any file where there is no git, gives its modification
 * time.
 */
export function lastModified(root: string, files: readonly string[]): Map<string, string> {
  const folders = [...new Set(files.map((file) => file.split('/')[0]))];
  const changed = git(root, ['diff', '--relative', '--name-only', '-z', 'HEAD', '--', ...folders]);
  const unchanged = (file: string) => changed !== undefined && !changed.split('\0').includes(file);
  const committed = (file: string) => (unchanged(file) && git(root, ['log', '-1', '--format=%cI', '--', file])?.trim()) || undefined;
  return new Map(files.map((file) => [file, committed(file) ?? modified(join(root, file))]));
}

/**
 * The last change of every route the documents make, by route: a document's file's, which an archive's week pages,
 * made from it, share.
 */
export function routesLastModified(root: string, pages: readonly ValidatedPage[]): Map<string, string> {
  const dates = lastModified(
    root,
    pages.map((page) => page.file),
  );
  return new Map(pages.flatMap((page) => archivePages(page.document).map((made) => [made.route, dates.get(page.file)!] as const)));
}
