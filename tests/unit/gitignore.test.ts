import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;

/** git check-ignore prints the paths it ignores; those it would commit are left out. */
function ignored(paths: string[]): string[] {
  try {
    return execFileSync('git', ['check-ignore', '--no-index', ...paths], { cwd: root, encoding: 'utf8' })
      .trim()
      .split('\n');
  } catch {
    return []; // exit status 1: none of them is ignored
  }
}

it('keeps local environment files (which may hold keys) out of git', () => {
  const secrets = ['.env.local', '.env.development.local', '.env.production.local', 'sub/.env.local'];
  expect(ignored(secrets)).toEqual(secrets);
});

it('still commits an example file that documents the variables', () => {
  expect(ignored(['.env.example'])).toEqual([]);
});
