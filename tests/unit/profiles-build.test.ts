import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildSite } from '../../src/build/build-site';

// The owner's profiles, end to end on a copy of the fixture site: one removed (youtube) and one added (github, used
// as {github} by a button on /about). `npm run validate` warns where the removed links were and fails nothing; the
// build leaves them out and links the new profile.
const root = join(import.meta.dirname, '../..');
const fixtureSite = join(root, 'tests/fixtures/site');
const github = 'https://github.com/jordan-vega-example';
let site = '';
let out = '';
let youtube = '';

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'profiles-'));
  out = join(site, 'dist');
  for (const dir of ['pages', 'public']) cpSync(join(fixtureSite, dir), join(site, dir), { recursive: true });
  const siteFile = join(site, 'pages/site.json');
  const settings = JSON.parse(readFileSync(siteFile, 'utf8'));
  youtube = settings.profiles.youtube;
  delete settings.profiles.youtube;
  settings.profiles.github = github;
  settings.$schema = relative(join(site, 'pages'), join(root, 'schemas/site.schema.json')).split('\\').join('/');
  writeFileSync(siteFile, JSON.stringify(settings, null, 2));
  const aboutFile = join(site, 'pages/about.json');
  const about = readFileSync(aboutFile, 'utf8');
  const resumeButton = '{ "label": "View My Resume", "href": "/resume", "variant": "outline" }';
  expect(about).toContain(resumeButton);
  // In its place, so the header keeps as many buttons as the fixture gives it (at most three are allowed).
  writeFileSync(aboutFile, about.replace(resumeButton, '{ "label": "My code", "href": "{github}" }'));
}, 30_000);
afterAll(() => rmSync(site, { recursive: true, force: true }));

/** Where the copy's pages name {youtube} at the start of an address, and where its footer shows it: "pages/about.json:57". */
function placesOfYoutube(): string[] {
  const files = readdirSync(join(site, 'pages'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));
  return files.flatMap((f) =>
    readFileSync(join(site, 'pages', f), 'utf8')
      .split('\n')
      .flatMap((line, i) => (/["(]\{youtube\}|"name": "youtube"/.test(line) ? [`pages/${f.split('\\').join('/')}:${i + 1}`] : [])),
  );
}

it('npm run validate warns where each link to the removed profile was, and passes', () => {
  const run = spawnSync(process.execPath, ['scripts/bundled.mjs', 'scripts/validate.ts'], {
    cwd: root,
    env: { ...process.env, SITE_ROOT: site },
    encoding: 'utf8',
  });
  expect(run.status, run.stdout + run.stderr).toBe(0);
  const output = run.stdout + run.stderr;
  const warned = [...output.matchAll(/(pages\/[\w/-]+\.json):(\d+):\d+ warning: .*\[RemovedProfileLink\]/g)].map(
    ([, file, line]) => `${file}:${line}`,
  );
  expect(warned.sort()).toEqual(placesOfYoutube().sort());
  expect(warned.length).toBeGreaterThan(0);
}, 60_000);

it('the build leaves the removed profile out of every page and links the added one', async () => {
  await buildSite({ root, outDir: out, env: { SITE_ROOT: site } });
  const shipped = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(html|js|json|xml)$/.test(f));
  expect(shipped.filter((f) => f.endsWith('.html')).length).toBeGreaterThan(0);
  expect(shipped.filter((f) => readFileSync(join(out, f), 'utf8').includes(youtube))).toEqual([]);
  const about = readFileSync(join(out, 'about/index.html'), 'utf8');
  expect(about).toMatch(new RegExp(`<a[^>]+href="${github}"[^>]*>[\\s\\S]*?My code`));
}, 240_000);
