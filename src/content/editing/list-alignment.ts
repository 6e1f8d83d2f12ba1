/** A run of items that differ between the old and the new list: `oldCount` items at `oldStart` became `newCount` at `newStart`. */
export interface ChangedRun {
  oldStart: number;
  oldCount: number;
  newStart: number;
  newCount: number;
}

/** Beyond this many comparisons the middle of the lists is taken as one changed run rather than aligned. */
const MAX_COMPARISONS = 250_000;

/** Pairs [oldIndex, newIndex] of a longest common subsequence of two lists of keys. */
function commonItems(old: readonly string[], next: readonly string[]): [number, number][] {
  const rows = old.length + 1;
  const cols = next.length + 1;
  // lengths[i * cols + j]: the longest common subsequence of old[i..] and next[j..].
  const lengths = new Uint32Array(rows * cols);
  for (let i = old.length - 1; i >= 0; i--) {
    for (let j = next.length - 1; j >= 0; j--) {
      lengths[i * cols + j] =
        old[i] === next[j] ? lengths[(i + 1) * cols + j + 1] + 1 : Math.max(lengths[(i + 1) * cols + j], lengths[i * cols + j + 1]);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < old.length && j < next.length;) {
    if (old[i] === next[j]) pairs.push([i++, j++]);
    else if (lengths[(i + 1) * cols + j] >= lengths[i * cols + j + 1]) i++;
    else j++;
  }
  return pairs;
}

/**
 * The runs of items that differ between two lists, given each item as a key (equal keys, equal items):
 * an item inserted or removed is a run with nothing on the other side; items kept in order are in no run.
 */
export function changedRuns(old: readonly string[], next: readonly string[]): ChangedRun[] {
  let prefix = 0;
  while (prefix < old.length && prefix < next.length && old[prefix] === next[prefix]) prefix++;
  let suffix = 0;
  while (suffix < old.length - prefix && suffix < next.length - prefix && old[old.length - 1 - suffix] === next[next.length - 1 - suffix])
    suffix++;
  const oldMiddle = old.slice(prefix, old.length - suffix);
  const nextMiddle = next.slice(prefix, next.length - suffix);
  const common = oldMiddle.length * nextMiddle.length <= MAX_COMPARISONS ? commonItems(oldMiddle, nextMiddle) : [];
  const runs: ChangedRun[] = [];
  let [i, j] = [0, 0];
  for (const [oldAt, newAt] of [...common, [oldMiddle.length, nextMiddle.length]]) {
    if (oldAt > i || newAt > j) runs.push({ oldStart: prefix + i, oldCount: oldAt - i, newStart: prefix + j, newCount: newAt - j });
    [i, j] = [oldAt + 1, newAt + 1];
  }
  return runs;
}
