/**
 * What a build says about itself: an id, the commit it was built from and when. The site serves it as /build.json, so
 * a publish can ask the live site which build it is serving and know when the commit it pushed is the one online
 * (src/editor/server/publish/live-check.ts). The pages do not carry it, so two builds of one content write the same
 * pages, and every page is 64 bytes shorter.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';

export interface BuildStamp {
  /** The commit's hash when the build knows it, else a random id: unique to this build's content either way. */
  id: string;
  /** The commit the site was built from, when the folder is a git checkout or the host names it. */
  commit?: string;
  /** When the build ran, ISO 8601 in UTC. */
  builtAt: string;
}

export const BUILD_FILE = 'build.json';

/**
 * The commit being built. Hosts name it in their environment (GitHub Actions, Netlify, Cloudflare Pages);
 * SITE_COMMIT lets any other host (or a hook) say it; else git is asked, and a tree with changes not yet
 * committed is not that commit, so then there is none.
 */
export function builtCommit(root: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const named = env.SITE_COMMIT ?? env.GITHUB_SHA ?? env.COMMIT_REF ?? env.CF_PAGES_COMMIT_SHA;
  if (named) return named;
  try {
    const git = (args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const commit = git(['rev-parse', 'HEAD']);
    return git(['status', '--porcelain', '--untracked-files=no', '--', 'pages', 'public']) ? undefined : commit;
  } catch {
    return undefined;
  }
}

export function buildStamp(root: string, now = new Date()): BuildStamp {
  const commit = builtCommit(root);
  return { id: commit ?? randomBytes(10).toString('hex'), ...(commit && { commit }), builtAt: now.toISOString() };
}

export function stampJson(stamp: BuildStamp): string {
  return `${JSON.stringify(stamp, null, 2)}\n`;
}
