// The Publish page in `npm run dev`, with real git: the copy of the fixture site the editor's suites share becomes a
// repository of its own for this suite, with a bare repository on disk as its remote. "Put it online" for a folder
// with no remote, the count and the list of what will go live after an edit, a publish (validated and built) landing
// on the remote, and its undo. The live check is the vitest suite's (src/editor/server/publish/publish.test.ts).
// Everything is put back afterwards: the other editor suites run in the same copy, without a repository of its own.
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EDITOR_SITE_ROOT, FIXTURE_SITE_ROOT } from '../../../playwright.config';

test.describe.configure({ mode: 'serial' });

const FILE = 'pages/about.json';
const original = (file: string) => readFileSync(join(FIXTURE_SITE_ROOT, file), 'utf8');
const onDisk = (file: string) => readFileSync(join(EDITOR_SITE_ROOT, file), 'utf8');
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } }).trim();

let dir: string;
let remote: string;
/** A publish builds into the project's dist/, as the owner's would: removed after, unless it was there before. */
const BUILT = 'dist';
let builtBefore = true;
const remoteGit = (...args: string[]) => git(dir, `--git-dir=${remote}`, ...args);

test.beforeAll(() => {
  builtBefore = existsSync(BUILT);
  dir = mkdtempSync(join(tmpdir(), 'editor-publish-'));
  remote = join(dir, 'remote.git');
  git(dir, 'init', '--quiet', '--bare', '-b', 'main', remote);
  // The owner's project: the site committed on main, no remote yet.
  writeFileSync(join(EDITOR_SITE_ROOT, FILE), original(FILE));
  git(EDITOR_SITE_ROOT, 'init', '--quiet', '-b', 'main');
  git(EDITOR_SITE_ROOT, 'config', 'user.name', 'Jordan Vega');
  git(EDITOR_SITE_ROOT, 'config', 'user.email', 'jordan@vega.test');
  git(EDITOR_SITE_ROOT, 'add', '-A');
  git(EDITOR_SITE_ROOT, 'commit', '--quiet', '-m', 'My site');
});

test.afterAll(() => {
  rmSync(join(EDITOR_SITE_ROOT, '.git'), { recursive: true, force: true });
  for (const file of [FILE, 'pages/site.json']) writeFileSync(join(EDITOR_SITE_ROOT, file), original(file));
  rmSync(dir, { recursive: true, force: true });
  if (!builtBefore) rmSync(BUILT, { recursive: true, force: true });
});

/** A step of "Put it online", by a phrase of its text, and its state as its icon says it. */
const step = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });
const publishButton = (page: Page) => page.getByRole('button', { name: 'Publish', exact: true });

test('"Put it online" names what a repository with no remote still needs, and sets the remote from the page', async ({ page }) => {
  await page.goto('/_edit/_publish');
  // The first visit of the page in this dev server compiles its modules: seconds on a busy machine.
  await expect(page.getByRole('heading', { name: 'Put it online' })).toBeVisible({ timeout: 30_000 });
  await expect(step(page, 'Make the project a git repository').getByLabel('Done')).toBeVisible();
  const remoteStep = step(page, 'Create an empty repository of your own on GitHub');
  await expect(remoteStep.getByLabel('To do')).toBeVisible();
  await expect(remoteStep).toContainText('paste its address below');
  await expect(step(page, 'For GitHub Pages the project needs .github/workflows/deploy.yml').getByLabel('To do')).toBeVisible();

  await page.getByLabel("Your repository's address").fill(remote);
  await page.getByRole('button', { name: 'Set the repository' }).click();
  await expect(remoteStep.getByLabel('Done')).toBeVisible();
  expect(git(EDITOR_SITE_ROOT, 'remote', 'get-url', 'origin')).toBe(remote);
});

test('counts and lists an edit as unpublished, publishes it to the remote in one commit, and undoes the publish', async ({ page }) => {
  // A publish validates and builds the site before it commits: a minute or more on a busy machine.
  test.setTimeout(300_000);
  // The site as first sent from a terminal: nothing is waiting to go live.
  git(EDITOR_SITE_ROOT, 'push', '--quiet', '-u', 'origin', 'main');
  await page.goto('/_edit/_publish');
  await expect(page.getByRole('heading', { name: 'Nothing to publish' })).toBeVisible();
  await expect(publishButton(page)).toBeDisabled();

  // An edit saved in the editor: the header's Publish link counts it.
  await page.goto('/_edit/about');
  await page.getByRole('button', { name: /^Section 1\. page-header/ }).click();
  await page.locator('#root_sections_0_heading').fill('Hello, I am {name}');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`${FILE} · saved`)).toBeVisible();
  await page.reload();
  const link = page.getByRole('link', { name: 'Publish · 1 unpublished change' });
  await expect(link).toBeVisible();

  // The Publish page lists it in words.
  await link.click();
  await expect(page.getByRole('heading', { name: 'What will go live (1)' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Changed page About (/about)' })).toBeVisible();
  const before = remoteGit('rev-parse', 'main');

  await publishButton(page).click();
  const outcome = page.getByRole('alert').filter({ hasText: `Published to ${remote}` });
  await expect(outcome).toBeVisible({ timeout: 240_000 });
  await expect(outcome).toContainText('Done');
  await expect(page.getByRole('heading', { name: 'Nothing to publish' })).toBeVisible();

  // On the remote: one new commit, named in words, carrying the page's file alone, as saved.
  expect(remoteGit('rev-parse', 'main^')).toBe(before);
  expect(remoteGit('log', '-1', '--format=%s', 'main')).toBe('Publish: About');
  expect(remoteGit('show', '--name-only', '--format=', 'main')).toBe(FILE);
  expect(remoteGit('show', `main:${FILE}`)).toContain('"heading": "Hello, I am {name}"');

  // Undo: a commit reverting it, sent the same way; the page's file is as it was, here and on the remote.
  await page.getByRole('button', { name: 'Undo the last publish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Undid the publish of About' })).toBeVisible({ timeout: 60_000 });
  expect(remoteGit('log', '-1', '--format=%s', 'main')).toBe('Undo publish: About');
  expect(remoteGit('rev-parse', 'main~2')).toBe(before);
  expect(remoteGit('show', `main:${FILE}`)).toBe(original(FILE).trimEnd());
  expect(onDisk(FILE)).toBe(original(FILE));
});
