import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { builtCommit } from './build-stamp';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();

it('names the commit built: the host’s, else git’s while the content is that commit, else none', () => {
  dir = mkdtempSync(join(tmpdir(), 'stamp-'));
  expect(builtCommit(dir, {})).toBeUndefined();
  expect(builtCommit(dir, { GITHUB_SHA: 'abc123' })).toBe('abc123');

  mkdirSync(join(dir, 'pages'));
  writeFileSync(join(dir, 'pages/about.json'), '{}');
  git('init', '--quiet');
  git('add', '-A');
  git('-c', 'user.name=T', '-c', 'user.email=t@example.com', 'commit', '--quiet', '-m', 'one');
  expect(builtCommit(dir, {})).toBe(git('rev-parse', 'HEAD'));
  writeFileSync(join(dir, 'pages/about.json'), '{"changed":true}');
  expect(builtCommit(dir, {})).toBeUndefined();
});
