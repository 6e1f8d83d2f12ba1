import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build/build-site';
import { formatPath } from '../../src/content/validation/json-source';
import { loadSite } from '../../src/content/validation/load';
import { editorApi } from '../../src/editor/server/editor-api';

// No edit blocks a save of another page: removing any of the owner's profiles, or all of them, saves through the
// editor's API and validates with no error, on the fixture site and on a copy of the owner's site; what the removed
// profiles' links emptied leaves the pages with a warning, and no address of a removed profile is left in them.
const root = join(import.meta.dirname, '../..');

interface Copy {
  dir: string;
  server: Server;
  origin: string;
  profiles: Record<string, string>;
}

const copies: Copy[] = [];
afterAll(async () => {
  for (const { dir, server } of copies) {
    await new Promise((done) => server.close(done));
    rmSync(dir, { recursive: true, force: true });
  }
});

async function copyOf(site: string): Promise<Copy> {
  const dir = mkdtempSync(join(tmpdir(), 'removed-profiles-'));
  for (const folder of ['pages', 'public']) cpSync(join(site, folder), join(dir, folder), { recursive: true });
  const middleware = editorApi({ root: dir });
  const server = createServer((req, res) => middleware(req, res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const profiles = JSON.parse(readFileSync(join(dir, 'pages/site.json'), 'utf8')).profiles as Record<string, string>;
  const copy = { dir, server, origin, profiles };
  copies.push(copy);
  return copy;
}

/** Saves site.json with `names` left out of its profiles (and the rest back), as the editor's Save does. */
async function saveWithout({ origin, profiles }: Copy, names: string[]) {
  const opened = await (await fetch(`${origin}/_edit/api/document?file=pages/site.json`)).json();
  const kept = Object.fromEntries(Object.entries(profiles).filter(([name]) => !names.includes(name)));
  const response = await fetch(`${origin}/_edit/api/document`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ file: 'pages/site.json', value: { ...opened.value, profiles: kept }, version: opened.version }),
  });
  return { status: response.status, body: await response.json() };
}

/** The removed profiles' addresses that `text` still holds. */
const leftIn = (text: string, profiles: Record<string, string>, names: string[]) =>
  names.filter((name) => text.includes(`"${profiles[name]}"`) || text.includes(`"${profiles[name]}/`));

const sites = {
  'the fixture site': join(root, 'tests/fixtures/site'),
  "a copy of the owner's site": root,
};

describe.each(Object.entries(sites))('removing profiles on %s', (_, site) => {
  const cases = async () => {
    const copy = await copyOf(site);
    const names = Object.keys(copy.profiles);
    return { copy, runs: [...names.map((name) => [name]), names] };
  };

  it('each profile alone, then all of them: Save succeeds, the site validates, and no link to them is left', async () => {
    const { copy, runs } = await cases();
    expect(runs.length).toBeGreaterThan(1);
    for (const names of runs) {
      const saved = await saveWithout(copy, names);
      expect(saved.status, `${names.join(', ')}: ${JSON.stringify(saved.body)}`).toBe(200);
      const { errors, pages, site: settings } = loadSite(copy.dir);
      expect(errors.map((error) => error.message)).toEqual([]);
      const drawn = JSON.stringify([settings, ...pages.map((page) => page.document)]);
      expect(leftIn(drawn, copy.profiles, names), names.join(', ')).toEqual([]);
    }
  }, 120_000);
});

it('a section a removed profile emptied leaves the page, with a warning in words where it was', async () => {
  const copy = await copyOf(sites['the fixture site']);
  expect((await saveWithout(copy, ['blog'])).status).toBe(200);
  const { warnings, pages } = loadSite(copy.dir);
  const emptied = warnings.filter((warning) => warning.name === 'EmptiedByRemovedProfile');
  expect(emptied.map(({ file, path, message }) => ({ file, path: formatPath(path), message }))).toEqual([
    {
      file: 'pages/notes.json',
      path: 'sections[2].items',
      message: 'its article list is empty now that the blog profile is gone, so this section is left out of the site',
    },
  ]);
  const notes = pages.find((page) => page.file === 'pages/notes.json')!.document;
  expect(notes.sections.map((section) => section.type)).not.toContain('article-grid');
});

it('the build of a site without any profile succeeds, with no link to one in dist/', async () => {
  const copy = await copyOf(sites['the fixture site']);
  const names = Object.keys(copy.profiles);
  expect((await saveWithout(copy, names)).status).toBe(200);
  const out = join(copy.dir, 'dist');
  await buildSite({ root, outDir: out, env: { SITE_ROOT: copy.dir } });
  const shipped = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(html|js|json|xml|txt)$/.test(f));
  expect(shipped.filter((f) => f.endsWith('.html')).length).toBeGreaterThan(0);
  const leaks = shipped.filter((f) => Object.values(copy.profiles).some((address) => readFileSync(join(out, f), 'utf8').includes(address)));
  expect(leaks).toEqual([]);
}, 240_000);
