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
 * that touched it ("2025-03-14T10:22:05+01:00"), read for every file in one `git log`, so a checkout's file times
 * (which a clone sets to the moment of cloning) change nothing. A file that is new or changed since its last commit,
 * or any file where there is no git, gives its modification time.
 */
export function lastModified(root: string, files: readonly string[]): Map<string, string> {
  const folders = [...new Set(files.map((file) => file.split('/')[0]))];
  // Newest commit first: a file's first mention is its last change. "%x00" marks a commit's line, which no path holds.
  // A merge names the files it changed from every parent (both branches edited them), as `git log -1 -- file` counts it.
  const log = git(root, ['log', '--relative', '--name-only', '--diff-merges=dense-combined', '--format=%x00%cI', '--', ...folders]);
  const changed = new Set(git(root, ['diff', '--relative', '--name-only', '-z', 'HEAD', '--', ...folders])?.split('\0') ?? []);
  const committed = new Map<string, string>();
  let date = '';
  for (const line of log?.split('\n') ?? []) {
    if (line.startsWith('\0')) date = line.slice(1);
    else if (line && !committed.has(line)) committed.set(line, date);
  }
  return new Map(files.map((file) => [file, (!changed.has(file) && committed.get(file)) || modified(join(root, file))]));
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
