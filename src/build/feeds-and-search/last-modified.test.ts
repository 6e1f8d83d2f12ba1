// @vitest-environment jsdom
// jsdom for its XML parser: the sitemap is read as a crawler reads it.
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { published } from '../../content/editing/drafts';
import { loadSite } from '../../content/validation/load';
import { lastModified, routesLastModified } from './last-modified';
import { sitemap } from '../prerender/prerender';

const project = join(import.meta.dirname, '../../..');
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const FIRST_COMMIT = '2025-03-14T10:22:05+01:00';

/** A copy of the fixture site in a repository of its own, committed at FIRST_COMMIT; `commit` commits again at `date`. */
function committedSite() {
  const root = mkdtempSync(join(tmpdir(), 'last-modified-'));
  folders.push(root);
  cpSync(join(project, 'tests/fixtures/site'), root, { recursive: true });
  const git = (date: string, ...args: string[]) =>
    execFileSync(
      'git',
      ['-C', root, '-c', 'commit.gpgsign=false', '-c', 'user.name=Owner', '-c', 'user.email=owner@vega.example', ...args],
      {
        encoding: 'utf8',
        env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
      },
    );
  git(FIRST_COMMIT, 'init', '-q');
  git(FIRST_COMMIT, 'add', '.');
  git(FIRST_COMMIT, 'commit', '-q', '-m', 'Site');
  return { root, commit: (date: string, message: string) => git(date, 'commit', '-q', '--allow-empty', '-am', message) };
}

/** The sitemap the build writes for the site at `root`: every route its documents make, with its last change. */
async function builtSitemap(root: string): Promise<string> {
  const { pages } = loadSite(root);
  const dates = await routesLastModified(root, published(pages));
  return sitemap('https://vega.example', [...dates.keys()].sort(), '/', dates);
}

const lastmods = (xml: string) => {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return new Map(
    [...doc.getElementsByTagName('url')].map((url) => [url.querySelector('loc')!.textContent, url.querySelector('lastmod')?.textContent]),
  );
};

// A git process per page (and the owner's test, two): seconds on a busy machine.
describe('the sitemap’s lastmod', { timeout: 60_000 }, () => {
  it('is each page’s file’s last commit date, the same for two builds of the same commit however the files’ times moved', async () => {
    const { root, commit } = committedSite();
    const first = await builtSitemap(root);
    // Another build of it, as from a fresh checkout: every file's time is the moment of the checkout.
    const later = new Date('2030-01-01T00:00:00Z');
    for (const { file } of loadSite(root).pages) utimesSync(join(root, file), later, later);
    expect(await builtSitemap(root)).toBe(first);
    expect(lastmods(first).get('https://vega.example/about')).toBe(FIRST_COMMIT);
    // A commit that touches no page changes no page's date.
    commit('2025-04-01T09:00:00Z', 'Nothing');
    expect(await builtSitemap(root)).toBe(first);
  });

  it('takes a later commit of one page for that page only, and an archive’s week pages take their document’s', async () => {
    const { root, commit } = committedSite();
    appendFileSync(join(root, 'pages/resources/ai-news.json'), '\n');
    commit('2025-05-02T08:30:00+02:00', 'News');
    const dates = lastmods(await builtSitemap(root));
    const weeks = [...dates.keys()].filter((loc) => loc!.startsWith('https://vega.example/resources/ai-news/'));
    expect(weeks.length).toBeGreaterThan(0);
    for (const loc of ['https://vega.example/resources/ai-news', ...weeks]) expect(dates.get(loc), loc!).toBe('2025-05-02T08:30:00+02:00');
    expect(dates.get('https://vega.example/about')).toBe(FIRST_COMMIT);
  });

  it('takes the file’s time for a file changed since its commit or never committed, and where there is no git', async () => {
    const { root } = committedSite();
    const moment = new Date('2026-02-03T04:05:06Z');
    appendFileSync(join(root, 'pages/notes.json'), '\n');
    writeFileSync(join(root, 'pages/new.json'), '{}');
    for (const file of ['pages/notes.json', 'pages/new.json']) utimesSync(join(root, file), moment, moment);
    const dates = await lastModified(root, ['pages/notes.json', 'pages/new.json', 'pages/about.json']);
    expect(Object.fromEntries(dates)).toEqual({
      'pages/notes.json': '2026-02-03T04:05:06Z',
      'pages/new.json': '2026-02-03T04:05:06Z',
      'pages/about.json': FIRST_COMMIT,
    });
    rmSync(join(root, '.git'), { recursive: true });
    utimesSync(join(root, 'pages/about.json'), moment, moment);
    expect((await lastModified(root, ['pages/about.json'])).get('pages/about.json')).toBe('2026-02-03T04:05:06Z');
  });

  it('of the owner’s pages is the date of the last commit touching each committed file, as git names it file by file', async () => {
    const { pages } = loadSite(project);
    const files = pages.map((page) => page.file);
    const dates = await lastModified(project, files);
    const git = (...args: string[]) => execFileSync('git', ['-C', project, ...args], { encoding: 'utf8' });
    // Each status line is two status letters, a space and the path: untrimmed, for the first letter may be a space.
    const changed = new Set(
      git('status', '--porcelain', '--untracked-files=all', '--', 'pages')
        .split('\n')
        .map((line) => line.slice(3)),
    );
    const committed = files.filter((file) => !changed.has(file));
    expect(committed.length).toBeGreaterThan(0);
    for (const file of committed) expect(dates.get(file), file).toBe(git('log', '-1', '--format=%cI', '--', file).trim());
  });
});
