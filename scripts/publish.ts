/**
 * npm run publish [-- --dry-run] [-- --no-wait]: what the editor's Publish does, from a terminal. Lists what goes
 * live, validates and builds, commits only the site's content, brings the remote's other changes in, pushes, then
 * asks siteUrl for /build.json until the new build is served. --dry-run lists what would go and stops.
 * --undo publishes a commit reverting the last publish.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SITE_FILE, siteRoot } from '../src/content/validation/load';
import { validateAndBuild } from '../src/editor/server/publish/check';
import { waitUntilLive } from '../src/editor/server/publish/live-check';
import { publish } from '../src/editor/server/publish/publish';
import type { PublishOutcome } from '../src/editor/wire';
import { undoLastPublish } from '../src/editor/server/publish/undo';

const { values } = parseArgs({
  options: {
    'dry-run': { type: 'boolean', default: false },
    undo: { type: 'boolean', default: false },
    'no-wait': { type: 'boolean', default: false },
  },
});
const root = siteRoot();
const progress = (step: string) => console.log(`… ${step}`);

const outcome: PublishOutcome = values.undo
  ? await undoLastPublish(root, progress)
  : await publish({ root, check: validateAndBuild(process.cwd()), dryRun: values['dry-run'], progress });

if (outcome.changes.length) console.log(outcome.changes.map((line) => `  ${line}`).join('\n'));
console.log(outcome.message);
if (outcome.detail) console.error(outcome.detail);

const done = ['published', 'nothing', 'dry-run'].includes(outcome.status);
if (outcome.status === 'published' && outcome.commit && !values['no-wait']) {
  const siteUrl = (JSON.parse(readFileSync(join(root, SITE_FILE), 'utf8').replace(/^\uFEFF/, '')) as { siteUrl?: string }).siteUrl;
  if (siteUrl) {
    console.log(`… Waiting for ${siteUrl} to serve it (Ctrl+C stops waiting; the publish is done)`);
    const live = await waitUntilLive(siteUrl, outcome.commit, { onWait: (answer) => console.log(`  ${answer.message}`) });
    console.log(live.live ? `Live at ${live.address} (${Math.round(live.seconds)} s after the push)` : live.message);
  }
}
process.exit(done ? 0 : 1);
