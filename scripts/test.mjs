#!/usr/bin/env node
// npm test: every check the project has, in order, then one line "N passed, N failed".
// Plain Node (no dependencies) so it can also fetch the browser the end-to-end tests need.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const CACHE = '.cache/test';
let passed = 0;
let failed = 0;
/** Names of the tests that failed (or passed only on a retry), repeated at the end where a log's tail shows them. */
const failures = [];
const flaky = [];

function run(command, args, env = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
}

function check(name, ok) {
  if (ok) passed += 1;
  else failed += 1;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${name}`);
}

function ensureBrowser() {
  if (existsSync(SYSTEM_CHROMIUM)) return console.log(`Browser: Debian's Chromium at ${SYSTEM_CHROMIUM}`);
  const isDebianRoot = existsSync('/usr/bin/apt-get') && process.getuid?.() === 0;
  if (isDebianRoot) {
    console.log("Browser: installing Debian's chromium package");
    run('apt-get', ['update', '-qq']);
    if (
      run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation'], {
        DEBIAN_FRONTEND: 'noninteractive',
      })
    )
      return;
  }
  console.log("Browser: Playwright's own Chromium");
  run('npx', ['playwright', 'install', 'chromium']);
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

rmSync(CACHE, { recursive: true, force: true });
mkdirSync(CACHE, { recursive: true });

check('page documents valid', run('npx', ['tsx', 'scripts/validate.ts']));
check('types', run('npx', ['tsc', '--noEmit']));
check('lint', run('npx', ['eslint', '.']));
check('formatting', run('npx', ['prettier', '--check', '.']));

const unitOk = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${CACHE}/vitest.json`]);
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

/** Counts from Playwright's JSON report; a run that failed with no failed test (a server that would not start) counts once. */
const playwrightCounts = (runOk) => (r) => {
  const tests = playwrightTests(r.suites ?? []);
  const named = (status) => tests.filter((t) => t.status === status).map((t) => t.name);
  return {
    ok: r.stats.expected + r.stats.flaky,
    bad: r.stats.unexpected + (runOk || r.stats.unexpected ? 0 : 1),
    failedNames: [...named('unexpected'), ...(r.errors ?? []).map((e) => (e.message ?? '').split('\n')[0])],
    flakyNames: named('flaky'),
  };
};

/** Every test in a Playwright JSON report, as "[project] file:line › title". */
function playwrightTests(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((t) => ({ status: t.status, name: `[${t.projectName}] ${spec.file}:${spec.line} › ${spec.title}` })),
    ),
    ...playwrightTests(suite.suites ?? []),
  ]);
}

ensureBrowser();
const e2eOk = run('npx', ['playwright', 'test'], { PW_JSON_REPORT: `${CACHE}/playwright.json` });
counted('end-to-end tests', `${CACHE}/playwright.json`, playwrightCounts(e2eOk));

// A copy of the site with five everyday owner edits must still validate, build and pass the site suites.
const editsOk = run('npx', ['tsx', 'tests/owner-edits/run.ts'], { PW_JSON_REPORT: `${CACHE}/owner-edits.json` });
counted('owner edits', `${CACHE}/owner-edits.json`, playwrightCounts(editsOk));

if (flaky.length) console.log(`\nPassed only on a retry:\n${flaky.map((t) => `  ${t}`).join('\n')}`);
if (failures.length) console.log(`\nFailed:\n${failures.map((t) => `  ${t}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
