/**
 * npm run test:owner-edits: proves that everyday content edits keep the tests green.
 * A copy of the site (pages/ and public/) gets the five edits in ./edits.ts, then
 * the owner's own commands run on it: validation, then the site suites (which
 * build the copy in full and serve it): the every-route sweep, at phone width
 * only to keep CI short, and the content suite. Ports are its own: PORT_OFFSET + 5.
 * PW_JSON_REPORT, when set, receives Playwright's report for counting.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ownerEdits } from './edits';

const started = performance.now();
const copy = mkdtempSync(join(tmpdir(), 'owner-edits-'));
for (const dir of ['pages', 'public']) cpSync(dir, join(copy, dir), { recursive: true });
for (const edit of ownerEdits) console.log(`Edit: ${edit.describe} (${edit.apply(copy)})`);

const env = { ...process.env, SITE_ROOT: copy, PORT_OFFSET: String(Number(process.env.PORT_OFFSET ?? 0) + 5) };
const run = (args: string[]) => spawnSync('npx', args, { stdio: 'inherit', env }).status === 0;

const ok =
  run(['tsx', 'scripts/validate.ts']) &&
  // The sweep names each page's checks "(phone)" or "(desktop)".
  run(['playwright', 'test', '--project', 'site', '--grep-invert', '\\(desktop\\)', '--output', join(copy, 'test-results')]);

console.log(`Owner edits ${ok ? 'pass' : 'FAIL'} in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
if (ok) rmSync(copy, { recursive: true, force: true });
else console.log(`The edited copy stays for a look: ${copy}`);
process.exit(ok ? 0 : 1);
