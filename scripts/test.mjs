#!/usr/bin/env node
// npm test: every check the project has, then a table of each step's wall time and one line "N passed, N failed".
// Plain Node (no dependencies) so it can also fetch the browser the end-to-end tests need.
//
// Steps that leave a core idle run two at a time (tsc, eslint and prettier each use one; so does most of a build);
// a step running beside another has its output held and printed whole when it ends, so each log reads in one piece.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const CACHE = '.cache/test';
let passed = 0;
let failed = 0;
/** Names of the checks that failed (or passed only on a retry), repeated at the end where a log's tail shows them. */
const failures = [];
const flaky = [];
/** One row per step: its name, wall time and whether it succeeded. */
const timings = [];
const started = performance.now();

/** Runs a command as a step; `held` keeps its output until it ends. Resolves to whether it exited 0. */
function run(name, command, args, { env = {}, held = false } = {}) {
  const begun = performance.now();
  const line = `\n$ ${[command, ...args].join(' ')}`;
  if (!held) console.log(line);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (held) process.stdout.write(`${line}\n${Buffer.concat(output).toString()}`);
      const ok = code === 0;
      timings.push({ name, seconds: (performance.now() - begun) / 1000, ok });
      resolve(ok);
    });
  });
}

/** Runs steps two at a time, output held; resolves to each one's result, in order. */
async function twoAtATime(steps) {
  const results = [];
  let next = 0;
  const lane = async () => {
    while (next < steps.length) {
      const i = next++;
      results[i] = await steps[i]();
    }
  };
  await Promise.all([lane(), lane()]);
  return results;
}

function check(name, ok) {
  if (ok) passed += 1;
  else failed += 1;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}`);
}

async function ensureBrowser() {
  if (existsSync(SYSTEM_CHROMIUM)) return console.log(`Browser: Debian's Chromium at ${SYSTEM_CHROMIUM}`);
  const isDebianRoot = existsSync('/usr/bin/apt-get') && process.getuid?.() === 0;
  if (isDebianRoot) {
    console.log("Browser: installing Debian's chromium package");
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    const packages = ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation'];
    await run('browser: apt-get update', 'apt-get', ['update', '-qq']);
    if (await run('browser: install', 'apt-get', packages, { env })) return;
  }
  console.log("Browser: Playwright's own Chromium");
  await run('browser: install', 'npx', ['playwright', 'install', 'chromium']);
}

function counted(name, file, read) {
  if (!existsSync(file)) return check(`${name} (no report)`, false);
  const { ok, bad, failedNames = [], flakyNames = [] } = read(JSON.parse(readFileSync(file, 'utf8')));
  failures.push(...failedNames.map((test) => `${name}: ${test}`));
  flaky.push(...flakyNames.map((test) => `${name}: ${test}`));
  passed += ok;
  failed += bad;
  console.log(`${name}: ${ok} passed, ${bad} failed`);
}

/**
 * Counts from Playwright's JSON report. A test made of steps (the sweep: one visit, many checks) counts each step
 * as a check, and names a failed one as "test › step"; a test that failed outside its steps counts once more.
 * A run that failed with no failed test (a server that would not start) counts once.
 */
const playwrightCounts = (runOk) => (r) => {
  let ok = 0;
  let bad = 0;
  const failedNames = [];
  const flakyNames = [];
  for (const { name, status, steps } of playwrightTests(r.suites ?? [])) {
    const failedSteps = steps.filter((s) => s.error).map((s) => `${name} › ${s.title}`);
    const good = status === 'expected' || status === 'flaky';
    if (status === 'skipped') continue;
    if (status === 'flaky') flakyNames.push(name);
    if (steps.length === 0) {
      if (good) ok += 1;
      else failedNames.push(name);
      bad += good ? 0 : 1;
      continue;
    }
    ok += steps.length - failedSteps.length;
    bad += failedSteps.length;
    failedNames.push(...failedSteps);
    // A test that failed outside its steps.
    if (!good && failedSteps.length === 0) {
      bad += 1;
      failedNames.push(name);
    }
  }
  if (!runOk && bad === 0) bad += 1;
  return { ok, bad, failedNames: [...failedNames, ...(r.errors ?? []).map((e) => (e.message ?? '').split('\n')[0])], flakyNames };
};

/** Every test in a Playwright JSON report: "[project] file:line › title", its status, and its last run's top-level steps. */
function playwrightTests(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((t) => ({
        status: t.status,
        name: `[${t.projectName}] ${spec.file}:${spec.line} › ${spec.title}`,
        steps: t.results.at(-1)?.steps ?? [],
      })),
    ),
    ...playwrightTests(suite.suites ?? []),
  ]);
}

/** The sites the end-to-end suites drive (playwright.config.ts), each built by a step of its own. */
const testSites = (env = {}) =>
  JSON.parse(execFileSync('npx', ['tsx', 'tests/support/test-sites.ts'], { env: { ...process.env, ...env }, encoding: 'utf8' }));
const build =
  (site, label = site.name) =>
  () =>
    run(`build: ${label}`, 'sh', ['-c', site.command], { env: site.env, held: true });

rmSync(CACHE, { recursive: true, force: true });
mkdirSync(CACHE, { recursive: true });

const [validOk, typesOk, lintOk, formatOk] = await twoAtATime([
  () => run('validate', 'npx', ['tsx', 'scripts/validate.ts'], { held: true }),
  () => run('types', 'npx', ['tsc', '--noEmit'], { held: true }),
  () => run('lint', 'npx', ['eslint', '.'], { held: true }),
  () => run('formatting', 'npx', ['prettier', '--check', '.'], { held: true }),
]);
check('page documents valid', validOk);
check('types', typesOk);
check('lint', lintOk);
check('formatting', formatOk);

const unitOk = await run('unit', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${CACHE}/vitest.json`,
]);
counted('unit tests', `${CACHE}/vitest.json`, (r) => ({
  ok: r.numPassedTests,
  bad: r.numFailedTests + (unitOk || r.numFailedTests ? 0 : 1),
  failedNames: r.testResults.flatMap((file) =>
    file.assertionResults.length
      ? file.assertionResults.filter((t) => t.status === 'failed').map((t) => `${file.name} › ${t.fullName}`)
      : file.status === 'failed'
        ? [`${file.name} (${file.message.split('\n')[0]})`]
        : [],
  ),
}));

await ensureBrowser();

// A copy of the site with five everyday owner edits must still validate, build and pass the site suites.
const ownerEditsCopy = mkdtempSync(join(tmpdir(), 'owner-edits-'));
const ownerEditsEnv = { PORT_OFFSET: String(Number(process.env.PORT_OFFSET ?? 0) + 5), SITE_ROOT: ownerEditsCopy };
const editsPrepared = await run('owner edits: copy, edit, validate', 'npx', ['tsx', 'tests/owner-edits/run.ts', 'prepare'], {
  env: { OWNER_EDITS_COPY: ownerEditsCopy },
});
const sites = testSites();
const builds = await twoAtATime([
  ...sites.map((site) => build(site)),
  ...(editsPrepared ? testSites(ownerEditsEnv).map((site) => build(site, 'owner edits')) : []),
]);
const ownerEditsBuilt = editsPrepared && builds.at(-1);
const prebuilt = { E2E_PREBUILT: '1' };

// Every page of the sites marked checkHtml, against the HTML standard (.htmlvalidate.mjs): one check a page. A site
// that did not build is left out here: the end-to-end step fails on it.
const htmlSites = sites.filter((site, i) => site.checkHtml && builds[i]).map((site) => `${site.name}=${site.dir}`);
const htmlOk = await run('HTML conformance', 'npx', ['tsx', 'scripts/check-html.ts', '--report', `${CACHE}/html.json`, ...htmlSites]);
counted('HTML conformance', `${CACHE}/html.json`, (r) => ({
  ok: r.passed,
  bad: r.failed + (htmlOk || r.failed ? 0 : 1),
  failedNames: r.failedNames,
}));

// A test that fails once is run again, here as in CI; one that passes then is named in the summary, not hidden.
const e2eOk = await run('end-to-end', 'npx', ['playwright', 'test', '--retries=1'], {
  env: { ...prebuilt, PW_JSON_REPORT: `${CACHE}/playwright.json` },
});
counted('end-to-end tests', `${CACHE}/playwright.json`, playwrightCounts(e2eOk));

const editsOk =
  ownerEditsBuilt &&
  (await run('owner edits: site suites', 'npx', ['tsx', 'tests/owner-edits/run.ts', 'test'], {
    env: { ...prebuilt, OWNER_EDITS_COPY: ownerEditsCopy, PW_JSON_REPORT: `${CACHE}/owner-edits.json` },
  }));
counted('owner edits', `${CACHE}/owner-edits.json`, playwrightCounts(editsOk));

const total = (performance.now() - started) / 1000;
const width = Math.max(...timings.map((t) => t.name.length), 'total'.length);
const seconds = (s) => `${s.toFixed(0).padStart(5)} s`;
console.log(`\nStep${' '.repeat(width - 4)}   wall time`);
for (const t of timings) console.log(`${t.name.padEnd(width)}  ${seconds(t.seconds)}${t.ok ? '' : '  FAILED'}`);
console.log(`${'total'.padEnd(width)}  ${seconds(total)}  (steps two at a time overlap)`);

if (flaky.length) console.log(`\nPassed only on a retry:\n${flaky.map((t) => `  ${t}`).join('\n')}`);
if (failures.length) console.log(`\nFailed:\n${failures.map((t) => `  ${t}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
