/**
 * npm run bench -- publish [--runs N]: from a change saved but not published to the local host serving it, median
 * of N runs, on a copy of the owner's site. The "host" is a bare repository on disk whose post-receive hook builds
 * what it receives with the project's own build, served by the static server (as the publish tests do).
 * - check: validate + the whole build before committing (nothing is committed if it fails)
 * - send: commit, fetch, push
 * - host: from the push to the host's build.json naming the new commit (its build, then the poll, every second)
 * - total: the publish's start to "Live"
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validateAndBuild } from '../src/editor/server/publish/check';
import { waitUntilLive } from '../src/editor/server/publish/live-check';
import { publish } from '../src/editor/server/publish/publish';
import { editJson, git, host, sandbox } from '../src/editor/server/publish/test-repos';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (value: number) => `${value.toFixed(1)} s`.padStart(8);

export async function benchPublish(root: string, runs: number): Promise<void> {
  const box = sandbox(root);
  const site = await host(box);
  const out = mkdtempSync(join(tmpdir(), 'bench-publish-'));
  const rows: { check: number; send: number; host: number; total: number }[] = [];
  try {
    git(box.project, 'push', '--quiet', '-u', 'origin', 'main');
    for (let run = 1; run <= runs; run++) {
      editJson(
        box.project,
        'pages/about.json',
        (page) => (page.description = `${String(page.description).replace(/ \(\d+\)$/, '')} (${run})`),
      );
      const marks: Record<string, number> = { start: performance.now() };
      const outcome = await publish({
        root: box.project,
        check: validateAndBuild(root, out),
        progress: (step) => (marks[step.startsWith('Committing') ? 'commit' : step] ??= performance.now()),
      });
      marks.pushed = performance.now();
      if (outcome.status !== 'published') throw new Error(`${outcome.message} ${outcome.detail ?? ''}`);
      const live = await waitUntilLive(site.url, outcome.commit!, { timeoutMs: 600_000, intervalMs: 1_000 });
      if (!live.live) throw new Error(live.message);
      const now = performance.now();
      const row = {
        check: marks.commit - marks.start,
        send: marks.pushed - marks.commit,
        host: now - marks.pushed,
        total: now - marks.start,
      };
      rows.push(Object.fromEntries(Object.entries(row).map(([key, ms]) => [key, ms / 1000])) as typeof row);
      console.log(
        `run ${run}: ${Object.entries(rows.at(-1)!)
          .map(([key, s]) => `${key}${seconds(s)}`)
          .join('  ')}`,
      );
    }
    const pick = (key: keyof (typeof rows)[number]) => median(rows.map((row) => row[key]));
    console.log(
      `publish, median of ${runs}: check${seconds(pick('check'))}  send${seconds(pick('send'))}  host${seconds(pick('host'))}  total${seconds(pick('total'))}`,
    );
  } finally {
    await site.close();
    box.remove();
    rmSync(out, { recursive: true, force: true });
  }
}
