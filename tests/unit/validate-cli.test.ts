import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run validate` as CI runs it: the cached bundle (scripts/bundled.mjs), on a copy of the fixture site with two mistakes.
const root = join(import.meta.dirname, '../..');
const fixtureSite = join(root, 'tests/fixtures/site');
let site = '';

beforeAll(() => {
  site = mkdtempSync(join(tmpdir(), 'validate-cli-'));
  for (const dir of ['pages', 'public']) cpSync(join(fixtureSite, dir), join(site, dir), { recursive: true });
  for (const name of ['typo-key.json', 'wrong-type.json']) cpSync(join(root, 'tests/fixtures/broken', name), join(site, 'pages', name));
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

function validate(...args: string[]) {
  return spawnSync(process.execPath, ['scripts/bundled.mjs', 'scripts/validate.ts', ...args], {
    cwd: root,
    env: { ...process.env, SITE_ROOT: site },
    encoding: 'utf8',
  });
}

describe('npm run validate', () => {
  it('--format json prints only a JSON array on stdout', () => {
    const run = validate('--format', 'json');
    expect(run.status).toBe(1);
    const report = JSON.parse(run.stdout);
    const dir = relative(root, site).split('\\').join('/');
    expect(report).toContainEqual({
      file: `${dir}/pages/typo-key.json`,
      line: 7,
      column: 49,
      path: 'sections[0].itmes',
      message: 'unknown key; did you mean "items"?',
      name: 'UnknownKey',
      severity: 'error',
    });
    expect(report.every((e: { file: string }) => /pages\/(typo-key|wrong-type)\.json$/.test(e.file))).toBe(true);
    expect(run.stderr).toMatch(/errors? in 2 file\(s\)/);
  }, 30_000);

  it('--format github prints one annotation per error', () => {
    const run = validate('--format=github');
    expect(run.status).toBe(1);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(line).toMatch(/^::error file=[^,:]+\/pages\/(typo-key|wrong-type)\.json,line=\d+,col=\d+,title=/);
  }, 30_000);

  it('refuses an unknown format', () => {
    const run = validate('--format', 'xml');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('unknown --format "xml"');
  }, 30_000);
});

describe('the cached bundle', () => {
  it('is rebuilt when a file it was built from changes', () => {
    const dir = join(root, '.cache', `bundled-test-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    try {
      const entry = join(dir, `fresh-${process.pid}.ts`);
      const dep = join(dir, 'dep.ts');
      writeFileSync(entry, "import { value } from './dep';\nconsole.log(value, process.argv.slice(2).join(' '));\n");
      writeFileSync(dep, "export const value: string = 'one';\n");
      const run = () =>
        execFileSync(process.execPath, ['scripts/bundled.mjs', relative(root, entry), 'a', 'b'], { cwd: root, encoding: 'utf8' });
      expect(run()).toBe('one a b\n');
      writeFileSync(dep, "export const value: string = 'two';\n");
      // Same size and, on a coarse clock, possibly the same time: move the time on to be sure.
      utimesSync(dep, new Date(), new Date(Date.now() + 5000));
      expect(run()).toBe('two a b\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(join(root, '.cache/bundled', `fresh-${process.pid}.mjs`), { force: true });
      rmSync(join(root, '.cache/bundled', `fresh-${process.pid}.mjs.inputs.json`), { force: true });
    }
  }, 30_000);
});
