/**
 * npm run bench -- publish [--runs N]: from a change saved but not published to the local host serving it, median
 * of N runs, on a copy of the owner's site. The "host" is a bare repository on disk whose post-receive hook builds
 * what it receives with the project's own build, served by the static server (as the publish tests do).
 * - check: validate + the whole build before committing (nothing is committed if it fails)
 * - send: commit, fetch, push
 * - host: from the push to the host's build.json naming the new commit (its build, then the poll, every second)
 * - total: the publish's start to "Live"
 * Before the runs, the host builds the site as pushed and the check builds it once, so both caches (the host's own and
 * the project's .cache/) hold the site as last published, the state an owner publishes from.
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
  // The host keeps a cache of its own between its builds, as the deploy workflow does with actions/cache: it holds
  // what the host's last build made, not what the check just made on the owner's machine (the changed page).
  const site = await host(box, { cacheDir: join(box.dir, 'host-cache') });
  const out = mkdtempSync(join(tmpdir(), 'bench-publish-'));
  const rows: { check: number; send: number; host: number; total: number }[] = [];
  try {
    git(box.project, 'push', '--quiet', '-u', 'origin', 'main');
    // The site as it was before: the host's first build, done before the runs (else it would build beside run 1's check).
    const first = await waitUntilLive(site.url, git(box.project, 'rev-parse', 'HEAD'), { timeoutMs: 900_000, intervalMs: 1_000 });
    if (!first.live) throw new Error(first.message);
    // And the owner's side as after a publish: the check's build of the site as it was, which leaves the project's
    // .cache/ as an owner's last publish does (a first publish ever inlines every page, as a first host build does).
    const warm = await validateAndBuild(root, out)(box.project);
    if (!warm.ok) throw new Error(warm.message);
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
