/**
 * "Put it online": where the repository stands on the way to a live site (a remote of the owner's own? the deploy
 * workflow? the site's address?) and, in words, each step still missing with the one command or setting it needs.
 * It also sets the two things that can be set from here: the remote's address and site.json's siteUrl.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_FILE } from '../../../content/validation/load';
import { writeAtomically } from '../../../content/editing/atomic-write';
import { replaceValue, addProperty } from '../../../content/editing/json-edits';
import { detectTextStyle } from '../../../content/editing/text-style';
import { PLACEHOLDERS } from '../placeholders';
import { attempt, currentBranch, openRepository, REMOTE, remoteUrl } from './repository';
import type { OnlineState, OnlineStep } from '../../wire';

const WORKFLOW = '.github/workflows/deploy.yml';

function readSiteUrl(root: string): string | undefined {
  try {
    const value = (JSON.parse(readFileSync(join(root, SITE_FILE), 'utf8').replace(/^\uFEFF/, '')) as { siteUrl?: unknown }).siteUrl;
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

const isPlaceholder = (text: string) => PLACEHOLDERS.some(({ pattern }) => pattern.test(text));

/** "https://owner.github.io/repo" for a GitHub remote (https or SSH), "https://owner.github.io" for a user site. */
export function pagesAddress(remote: string): string | undefined {
  const match = /github\.com[:/]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/i.exec(remote);
  if (!match) return undefined;
  const [, owner, name] = match;
  const user = owner.toLowerCase();
  return name.toLowerCase() === `${user}.github.io` ? `https://${user}.github.io` : `https://${user}.github.io/${name}`;
}

export async function onlineState(root: string): Promise<OnlineState> {
  const repo = await openRepository(root);
  const siteUrl = readSiteUrl(root);
  const siteUrlPlaceholder = !siteUrl || isPlaceholder(siteUrl);
  const remote = repo && (await remoteUrl(repo.git));
  const branch = repo && (await currentBranch(repo.git));
  // The remote's copy still carries the starter's owner in its settings: it is the starter, or a copy never published to.
  const remoteSettings =
    repo && branch
      ? await attempt(repo.git, ['show', `refs/remotes/${REMOTE}/${branch}:${repo.siteFolder ? `${repo.siteFolder}/` : ''}${SITE_FILE}`])
      : undefined;
  const starterRemote = Boolean(remote && remoteSettings && isPlaceholder(remoteSettings));
  const workflow = Boolean(repo && existsSync(join(repo.top, WORKFLOW)));
  const suggestedSiteUrl = remote ? pagesAddress(remote) : undefined;
  const published = Boolean(
    repo && branch && (await attempt(repo.git, ['rev-parse', '--verify', '--quiet', `refs/remotes/${REMOTE}/${branch}`])),
  );
  const steps: OnlineStep[] = [
    {
      id: 'repository',
      done: Boolean(repo),
      text: 'Make the project a git repository: in its folder, run git init -b main, then git add -A and git commit -m "My site".',
    },
    {
      id: 'remote',
      done: Boolean(remote) && !starterRemote,
      text:
        remote && starterRemote
          ? `The project still points at the starter's repository, or a copy of it still holding the starter's site (${remote}). Create an empty repository of your own on GitHub (New repository, no README), then paste its address below.`
          : 'Create an empty repository of your own on GitHub (New repository, no README, no licence), then paste its address below (https://github.com/you/portfolio.git).',
    },
    {
      id: 'workflow',
      done: workflow,
      text: `For GitHub Pages the project needs ${WORKFLOW}, which the starter ships: restore it with git checkout origin/main -- ${WORKFLOW}. On Netlify or Cloudflare Pages instead: connect the repository, build command npm run build, output folder dist.`,
    },
    {
      id: 'pages',
      done: false,
      text: 'On GitHub, turn Pages on once: the repository’s Settings → Pages → Source: GitHub Actions. (Netlify and Cloudflare Pages build on every push once connected.)',
    },
    {
      id: 'site-url',
      done: !siteUrlPlaceholder,
      text: `Set the site's address (siteUrl), the one the host gives${suggestedSiteUrl ? `: for this repository on GitHub Pages, ${suggestedSiteUrl}` : ', e.g. https://you.github.io/portfolio or your own domain'}.`,
    },
    {
      id: 'publish',
      done: published && !starterRemote,
      text: 'Publish: your pages go to the repository, the host builds them, and the editor says when the site is live.',
    },
  ];
  return { repository: Boolean(repo), branch, remote, starterRemote, workflow, siteUrl, siteUrlPlaceholder, suggestedSiteUrl, steps };
}

/** An address git can push to: https://, ssh://, git@host:path, or a folder on this computer. Refuses anything that could be read as an option. */
export function checkRemoteAddress(address: string): string | undefined {
  const trimmed = address.trim();
  if (!trimmed) return 'paste the repository’s address, e.g. https://github.com/you/portfolio.git';
  if (trimmed.startsWith('-') || /\s/.test(trimmed)) return `"${trimmed}" is not a repository’s address`;
  if (/^(https?|ssh|git|file):\/\/\S+$/i.test(trimmed) || /^[\w.-]+@[\w.-]+:\S+$/.test(trimmed) || trimmed.startsWith('/'))
    return undefined;
  return `"${trimmed}" is not a repository’s address: it starts with https://, ssh:// or git@ (GitHub shows it under Code)`;
}

/** Points the remote at the owner's repository (added when there is none). */
export async function setRemote(root: string, address: string): Promise<void> {
  const problem = checkRemoteAddress(address);
  if (problem) throw new Error(problem);
  const repo = await openRepository(root);
  if (!repo) throw new Error('the site is not in a git repository yet: run git init -b main in its folder first');
  const args = (await remoteUrl(repo.git)) ? ['remote', 'set-url', REMOTE, address.trim()] : ['remote', 'add', REMOTE, address.trim()];
  await repo.git.raw(args);
  // The old remote's copy of the branch would still count as "last published": forget it.
  const branch = await currentBranch(repo.git);
  if (branch) await attempt(repo.git, ['update-ref', '-d', `refs/remotes/${REMOTE}/${branch}`]);
}

/** Writes site.json's siteUrl, changing only that line. */
export function setSiteUrl(root: string, siteUrl: string): void {
  let url: URL;
  try {
    url = new URL(siteUrl.trim());
  } catch {
    throw new Error(`"${siteUrl}" is not an address; write it whole, e.g. https://you.github.io/portfolio`);
  }
  if (url.protocol !== 'https:') throw new Error('the site’s address starts with https://');
  const file = join(root, SITE_FILE);
  const text = readFileSync(file, 'utf8');
  const style = { ...detectTextStyle(text), wrap: false };
  const value = url.href.replace(/\/$/, '');
  const hasUrl = readSiteUrl(root) !== undefined;
  writeAtomically(file, hasUrl ? replaceValue(text, ['siteUrl'], value, style) : addProperty(text, [], 'siteUrl', value, style));
}
