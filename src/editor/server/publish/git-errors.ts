/** What went wrong talking to the remote, as a sentence for the owner, from what git printed. */

export type RemoteFailure = 'offline' | 'refused' | 'rejected' | 'failed';

/** git's words for a remote it could not reach (no network, a wrong address, a host that is down). */
const UNREACHABLE =
  /could not resolve host|unable to access|could not read from remote|connection (refused|timed out)|network is unreachable|does not appear to be a git repository|repository .* not found|no such file or directory|failed to connect|operation timed out/i;
/** git's words for a remote that will not take the push from this computer. */
const REFUSED =
  /authentication failed|permission denied|403|could not read username|terminal prompts disabled|protected branch|pre-receive hook declined|hook declined/i;
/** git's words for a push that would have lost the remote's newer commits. */
const REJECTED = /\[rejected\]|non-fast-forward|fetch first|updates were rejected/i;

export function remoteFailure(message: string): RemoteFailure {
  if (REJECTED.test(message)) return 'rejected';
  if (REFUSED.test(message)) return 'refused';
  if (UNREACHABLE.test(message)) return 'offline';
  return 'failed';
}

const KEPT = 'Your changes are saved in a commit on this computer; Publish sends it next time.';

export function failureSentence(kind: RemoteFailure, remote: string, detail: string): string {
  switch (kind) {
    case 'offline':
      return `The remote ${remote} could not be reached: check the internet connection and the repository's address in "Put it online". ${KEPT}`;
    case 'refused':
      return `The remote ${remote} refused the push from this computer: git needs to be signed in to it (GitHub: a credential helper or an SSH key), and the branch must accept pushes. ${KEPT}`;
    case 'rejected':
      return `The remote ${remote} has moved on while publishing (someone, or you on GitHub, changed it a moment ago). Nothing was overwritten. ${KEPT}`;
    default:
      return `git could not publish: ${firstLines(detail)} ${KEPT}`;
  }
}

/** git's message without its hints, short enough for a sentence. */
export function firstLines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^hint:/.test(line))
    .slice(0, 3)
    .join(' ');
}
