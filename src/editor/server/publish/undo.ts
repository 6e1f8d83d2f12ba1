/**
 * "Undo the last publish": a new commit that reverts the last publish's, pushed the same way. History keeps both,
 * so an undo can itself be undone by publishing again.
 */
import { openRepository } from './repository';
import { sendToRemote } from './publish';
import type { PublishOutcome } from '../../wire';
import { firstLines } from './git-errors';

const PUBLISH_SUBJECT = 'Publish: ';
const UNDO_SUBJECT = 'Undo publish: ';

/** The last publish commit not undone yet, with its subject; undefined when there is none among the last 200 commits. */
async function lastPublish(git: import('simple-git').SimpleGit): Promise<{ commit: string; subject: string } | undefined> {
  const log = (await git.raw(['log', '-n', '200', '--format=%H%x1f%s%x1f%b%x1e'])).split('\x1e').filter((entry) => entry.trim());
  const undone = new Set<string>();
  for (const entry of log) {
    const [commit, subject, body] = entry.trim().split('\x1f');
    if (subject.startsWith(UNDO_SUBJECT)) {
      const reverted = /This reverts commit ([0-9a-f]{40})/.exec(body ?? '');
      if (reverted) undone.add(reverted[1]);
    } else if (subject.startsWith(PUBLISH_SUBJECT) && !undone.has(commit)) return { commit, subject };
  }
  return undefined;
}

export async function undoLastPublish(root: string, progress: (step: string) => void = () => {}): Promise<PublishOutcome> {
  const repo = await openRepository(root);
  if (!repo)
    return {
      status: 'not-a-repository',
      message: 'The site is not in a git repository: there is no publish to undo.',
      changes: [],
      leftOut: [],
    };
  const last = await lastPublish(repo.git);
  if (!last) return { status: 'nothing', message: 'There is no publish to undo.', changes: [], leftOut: [] };
  const what = last.subject.slice(PUBLISH_SUBJECT.length);
  progress(`Undoing the publish of ${what}`);
  try {
    await repo.git.raw(['revert', '--no-commit', last.commit]);
    await repo.git.raw(['commit', '--quiet', '--message', `${UNDO_SUBJECT}${what}\n\nThis reverts commit ${last.commit}.`]);
  } catch (error) {
    await repo.git.raw(['revert', '--abort']).catch(() => undefined);
    return {
      status: 'failed',
      message: `The publish of ${what} could not be undone here: ${firstLines((error as Error).message)} Publish or put aside your own changes to those pages first.`,
      changes: [],
      leftOut: [],
    };
  }
  const sent = await sendToRemote(repo, [], progress);
  return {
    ...sent,
    message: sent.status === 'published' ? `Undid the publish of ${what}. ${sent.message}` : sent.message,
    changes: [`Undo: ${what}`],
    leftOut: [],
  };
}
