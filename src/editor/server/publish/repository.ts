/**
 * The owner's repository, driven through the owner's own git with simple-git: every command is an array of
 * arguments handed to git itself, never a line a shell reads, so no path or message can become a command. Git uses
 * whatever credentials the owner set up for it (a credential helper, an SSH key); the project stores none.
 */
import { relative, resolve } from 'node:path';
import { simpleGit, type SimpleGit } from 'simple-git';

export interface Repository {
  git: SimpleGit;
  /** The repository's top folder. */
  top: string;
  /** The site folder (holding pages/ and public/) from the top, "" when it is the top. */
  siteFolder: string;
}

/** The repository holding the site folder, or undefined when it is in none. */
export async function openRepository(siteRoot: string): Promise<Repository | undefined> {
  const git = simpleGit({ baseDir: resolve(siteRoot), config: ['core.quotepath=off'] });
  try {
    const top = (await git.raw(['rev-parse', '--show-toplevel'])).trim();
    return {
      git: simpleGit({ baseDir: top, config: ['core.quotepath=off'] }),
      top,
      siteFolder: relative(top, resolve(siteRoot)).split('\\').join('/'),
    };
  } catch {
    return undefined;
  }
}

/** git's output split on NUL (the -z forms), empty entries dropped. */
export const nulSplit = (text: string) => text.split('\0').filter(Boolean);

/** A command's output, or undefined when git says no (an unknown ref, no upstream). */
export async function attempt(git: SimpleGit, args: string[]): Promise<string | undefined> {
  try {
    return (await git.raw(args)).trim();
  } catch {
    return undefined;
  }
}

export const REMOTE = 'origin';

/** The branch checked out, or undefined on a detached HEAD. */
export async function currentBranch(git: SimpleGit): Promise<string | undefined> {
  const name = await attempt(git, ['symbolic-ref', '--quiet', '--short', 'HEAD']);
  return name || undefined;
}

export async function remoteUrl(git: SimpleGit, remote = REMOTE): Promise<string | undefined> {
  return (await attempt(git, ['remote', 'get-url', remote])) || undefined;
}

/** The remote's copy of the branch as last fetched ("origin/main"), when there is one. */
export async function remoteBranch(git: SimpleGit, branch: string, remote = REMOTE): Promise<string | undefined> {
  const ref = `refs/remotes/${remote}/${branch}`;
  return (await attempt(git, ['rev-parse', '--verify', '--quiet', ref])) ? ref : undefined;
}

/** git's empty tree: what a diff starts from before anything was published. */
export const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';
