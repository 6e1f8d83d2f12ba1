/**
 * Publish: the site's content changes since the last publish, checked (validated and built), committed alone in
 * one commit named in words, brought up to date with the remote when the remote's changes touch other files, and
 * pushed, never forced. Whatever stops it, nothing is lost: before the commit nothing was touched, after it the
 * commit stays for the next try.
 */
import { attempt, currentBranch, EMPTY_TREE, openRepository, REMOTE, remoteBranch, remoteUrl, type Repository } from './repository';
import { unpublished, type ContentChange } from './changes';
import type { LeftOut, PublishOutcome, PublishState, PublishStatus } from '../../wire';
import { counted, describeChange, publishMessage } from './words';
import { failureSentence, firstLines, remoteFailure } from './git-errors';
import type { SiteCheck } from './check';

export interface PublishOptions {
  /** The site folder, holding pages/ and public/, inside the owner's repository. */
  root: string;
  /** Validates and builds; a publish goes no further when it fails. */
  check: SiteCheck;
  dryRun?: boolean;
  /** Each step as it starts, for a progress line. */
  progress?: (step: string) => void;
}

const leftOutNote = (leftOut: LeftOut[]) =>
  leftOut.length ? ` Left out, staying on this computer only: ${leftOut.map((file) => `${file.path} (${file.reason})`).join('; ')}.` : '';

export async function publish({ root, check, dryRun = false, progress = () => {} }: PublishOptions): Promise<PublishOutcome> {
  const repo = await openRepository(root);
  if (!repo)
    return {
      status: 'not-a-repository',
      message: 'The site is not in a git repository yet: "Put it online" says how to make it one.',
      changes: [],
      leftOut: [],
    };
  const state = await unpublished(repo);
  const lines = state.changes.map(describeChange);
  const base = { changes: lines, leftOut: state.leftOut };
  if (!state.changes.length && !state.ahead)
    return {
      status: 'nothing',
      message: `Nothing to publish: the site is as it was last published.${leftOutNote(state.leftOut)}`,
      ...base,
    };
  if (dryRun) {
    const what = lines.length > 3 ? counted(lines.length, 'change') : lines.join('; ') || 'the commits not yet sent';
    const first = state.base === EMPTY_TREE ? ' (the whole site: nothing was published from here before)' : '';
    return { status: 'dry-run', message: `Would publish: ${what}${first}.${leftOutNote(state.leftOut)}`, ...base };
  }
  if (!(await remoteUrl(repo.git)))
    return { status: 'no-remote', message: 'The site has no remote to publish to yet: "Put it online" sets one up.', ...base };

  const toCommit = state.uncommitted;
  if (toCommit.length) {
    progress('Checking and building the site');
    const checked = await check(root);
    if (!checked.ok) {
      return {
        status: checked.step === 'validate' ? 'invalid' : 'build-failed',
        message: `Nothing was published: the ${checked.step === 'validate' ? 'pages have errors' : 'build failed'}. Fix what it says, then publish again.`,
        detail: checked.message,
        ...base,
      };
    }
    progress('Committing the changes');
    await commitContent(repo, toCommit, publishMessage(toCommit));
  }
  const sent = await sendToRemote(repo, toCommit.length ? toCommit : state.changes, progress);
  return { ...sent, ...base, message: sent.message + (sent.status === 'published' ? leftOutNote(state.leftOut) : '') };
}

/** Commits exactly these files, whatever else is staged or changed in the tree. */
async function commitContent(repo: Repository, changes: ContentChange[], message: string): Promise<void> {
  const paths = changes.map((change) => change.path);
  await repo.git.raw(['add', '--all', '--', ...paths]);
  await repo.git.raw(['commit', '--quiet', '--only', '--message', message, '--', ...paths]);
}

/** The pages a list of paths names, for a sentence: "About (pages/about.json)". */
function named(paths: string[], changes: ContentChange[]): string {
  return paths
    .map((path) => {
      const change = changes.find((each) => each.path === path);
      return change?.kind === 'page' ? `${change.title} (${path})` : path;
    })
    .join(', ');
}

export interface Sent {
  status: PublishStatus;
  message: string;
  commit?: string;
}

/**
 * Fetches, brings the remote's newer commits in under the owner's when they change other files (a rebase; else it
 * says which files both changed and stops), then pushes the branch. Used by publish and by undo.
 */
export async function sendToRemote(repo: Repository, changes: ContentChange[], progress: (step: string) => void = () => {}): Promise<Sent> {
  const { git } = repo;
  const branch = await currentBranch(git);
  if (!branch)
    return {
      status: 'failed',
      message: 'The project is on no branch (a detached HEAD): check out your branch (git switch main), then publish again.',
    };
  const address = (await remoteUrl(git)) ?? REMOTE;
  const head = async () => (await git.raw(['rev-parse', 'HEAD'])).trim();
  progress(`Fetching ${address}`);
  try {
    await git.raw(['fetch', '--quiet', REMOTE]);
  } catch (error) {
    const text = (error as Error).message;
    return {
      status: remoteFailure(text) === 'rejected' ? 'failed' : remoteFailure(text),
      message: failureSentence(remoteFailure(text), address, text),
      commit: await head(),
    };
  }
  const theirs = await remoteBranch(git, branch);
  if (theirs && (await attempt(git, ['rev-list', '--count', `HEAD..${theirs}`])) !== '0') {
    const fork = (await git.raw(['merge-base', 'HEAD', theirs])).trim();
    const changedThere = (await git.raw(['diff', '--name-only', '--no-renames', fork, theirs])).split('\n').filter(Boolean);
    const changedHere = (await git.raw(['diff', '--name-only', '--no-renames', fork, 'HEAD'])).split('\n').filter(Boolean);
    const both = changedHere.filter((path) => changedThere.includes(path));
    if (both.length) {
      return {
        status: 'both-changed',
        message: `The site on ${address} has changes you do not have yet, and they change what you changed: ${named(both, changes)}. Nothing was overwritten. Bring them in and choose what to keep (git pull), then publish again; your changes are saved in a commit on this computer.`,
        commit: await head(),
      };
    }
    progress(`Bringing in the changes made on ${address}`);
    try {
      await git.raw(['rebase', '--autostash', '--quiet', theirs]);
    } catch (error) {
      await attempt(git, ['rebase', '--abort']);
      return {
        status: 'failed',
        message: `The changes made on ${address} could not be brought in: ${firstLines((error as Error).message)} Your changes are saved in a commit on this computer.`,
        commit: await head(),
      };
    }
  }
  progress(`Sending to ${address}`);
  try {
    await git.raw(['push', '--quiet', '--set-upstream', REMOTE, branch]);
  } catch (error) {
    const text = (error as Error).message;
    const kind = remoteFailure(text);
    return { status: kind, message: failureSentence(kind, address, text), commit: await head() };
  }
  return { status: 'published', message: `Published to ${address}.`, commit: await head() };
}

/** What a publish would do now, without doing it. */
export async function publishState(root: string): Promise<PublishState | undefined> {
  const repo = await openRepository(root);
  if (!repo) return undefined;
  const state = await unpublished(repo);
  const remote = await remoteUrl(repo.git);
  return { changes: state.changes.map(describeChange), ahead: state.ahead, leftOut: state.leftOut, remote };
}
