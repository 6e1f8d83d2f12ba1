/** What the editor's server tests share: a line diff, as `diff` would show it, and a scratch copy of a site. */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { changedRuns } from '../../content/editing/list-alignment';

export const PROJECT_ROOT = join(import.meta.dirname, '../../..');

export interface Hunk {
  removed: string[];
  added: string[];
}

/** The changed lines between two texts, one hunk per run of changed lines. */
export function lineDiff(before: string, after: string): Hunk[] {
  const a = before.split(/\r?\n/);
  const b = after.split(/\r?\n/);
  return changedRuns(a, b).map((run) => ({
    removed: a.slice(run.oldStart, run.oldStart + run.oldCount),
    added: b.slice(run.newStart, run.newStart + run.newCount),
  }));
}

/** A temporary folder holding copies of `paths` from `from`; `remove` deletes it. */
export function scratchCopy(from: string, paths: string[]): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'editor-server-'));
  for (const path of paths) cpSync(join(from, path), join(dir, path), { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
