/**
 * npm run test:owner-edits: proves that everyday content edits keep the tests green.
 * A copy of the site (pages/ and public/, outside the project, as an owner's clone would be: a copy inside
 * it would fail its "$schema" paths) gets the five edits in ./edits.ts,
 * then the owner's own commands run on it: validation, then the site suites on the copy built in
 * full and served: the every-route sweep, at phone width only to keep CI short, and the content
 * suite. Ports are its own: PORT_OFFSET + 5.
 *
 * `prepare` only makes and validates the copy, `test` only runs the suites (npm test builds the copy
 * between the two, as a step it times, and names the copy's folder in OWNER_EDITS_COPY); with neither
 * it does both in a new temporary folder, and the server builds the copy.
 * PW_JSON_REPORT, when set, receives Playwright's report for counting.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ownerEdits } from './edits';

const OWNER_EDITS_COPY = process.env.OWNER_EDITS_COPY || mkdtempSync(join(tmpdir(), 'owner-edits-'));

const phase = process.argv[2];
const started = performance.now();
const env = { ...process.env, SITE_ROOT: OWNER_EDITS_COPY, PORT_OFFSET: String(Number(process.env.PORT_OFFSET ?? 0) + 5) };
const run = (args: string[]) => spawnSync('npx', args, { stdio: 'inherit', env }).status === 0;

function prepare(): boolean {
  rmSync(OWNER_EDITS_COPY, { recursive: true, force: true });
  for (const dir of ['pages', 'public']) cpSync(dir, join(OWNER_EDITS_COPY, dir), { recursive: true });
  for (const edit of ownerEdits) console.log(`Edit: ${edit.describe} (${edit.apply(OWNER_EDITS_COPY)})`);
  return run(['tsx', 'scripts/validate.ts']);
}

// The sweep names each page's checks "(phone)" or "(desktop)".
const test = () =>
  run(['playwright', 'test', '--project', 'site', '--grep-invert', '\\(desktop\\)', '--output', join(OWNER_EDITS_COPY, 'test-results')]);

const ok = phase === 'prepare' ? prepare() : phase === 'test' ? test() : prepare() && test();
console.log(`Owner edits ${ok ? 'pass' : 'FAIL'} in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
if (ok && phase !== 'prepare') rmSync(OWNER_EDITS_COPY, { recursive: true, force: true });
if (!ok) console.log(`The edited copy stays for a look: ${OWNER_EDITS_COPY}`);
process.exit(ok ? 0 : 1);
