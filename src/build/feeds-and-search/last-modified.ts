// When each page last changed, for the sitemap's <lastmod>: the same for every build of the same commit.
import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { archivePages } from '../../content/derivation/archive-pages';
import type { ValidatedPage } from '../../content/validation/validate';

const run = promisify(execFile);

/** Git's output, or undefined where there is no git or no repository: the files' own times then serve. */
async function git(root: string, args: string[]): Promise<string | undefined> {
  try {
    const { stdout } = await run('git', ['-C', root, '-c', 'core.quotePath=false', ...args], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  } catch {
    return undefined;
  }
}

/** How many git processes run at once: each mostly waits on starting up and reading, so a few overlap well. */
const AT_ONCE = 4;

/** `task` of every item, at most AT_ONCE at a time, in the items' order. */
async function eachAtMost<T, R>(items: readonly T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker));
  return results;
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
export async function lastModified(root: string, files: readonly string[]): Promise<Map<string, string>> {
  const folders = [...new Set(files.map((file) => file.split('/')[0]))];
  const changed = await git(root, ['diff', '--relative', '--name-only', '-z', 'HEAD', '--', ...folders]);
  const unchanged = (file: string) => changed !== undefined && !changed.split('\0').includes(file);
  const committed = async (file: string) =>
    (unchanged(file) && (await git(root, ['log', '-1', '--format=%cI', '--', file]))?.trim()) || undefined;
  const dates = await eachAtMost(files, async (file) => (await committed(file)) ?? modified(join(root, file)));
  return new Map(files.map((file, i) => [file, dates[i]]));
}

/**
 * The last change of every route the documents make, by route: a document's file's, which an archive's week pages,
 * made from it, share.
 */
export async function routesLastModified(root: string, pages: readonly ValidatedPage[]): Promise<Map<string, string>> {
  const dates = await lastModified(
    root,
    pages.map((page) => page.file),
  );
  return new Map(pages.flatMap((page) => archivePages(page.document).map((made) => [made.route, dates.get(page.file)!] as const)));
}
