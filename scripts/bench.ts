/**
 * npm run bench: the figures we track, as medians.
 * - validate: loading and validating every page document (in process, 15 runs)
 * - npm run validate: the command's wall time, start-up included (a child process, 9 runs);
 *   `npm run bench -- validate` measures only this and stops
 * - build: validate + client build + server build + prerender (3 runs)
 * - weight: gzip bytes of the JavaScript and CSS each page makes the browser load, and the bytes its
 *   HTML response takes as sent (headers and brotli body)
 * - typing: time from a keystroke in the news search to the updated result count (216 items)
 * - lighthouse: every route, mobile and desktop, median of 3, beside a static reference page
 *   (bench/lighthouse.ts, its own package: the site never installs Lighthouse)
 * - editor: the owner's editor in the dev server: opening, a key's echo and its preview (scripts/bench-editor.ts); only
 *   when named
 * - archive: the archives kept up weekly for 1, 5 and 10 years (scripts/bench-archive.ts); only when named
 * - resume: the résumé PDF's build time and size (scripts/bench-resume.ts); `npm run bench -- resume` measures only it
 * - photo: a phone's 5 MB photo as the About portrait: build time cold and cached, the bytes a phone and a
 *   desktop receive, Lighthouse mobile on /about (scripts/bench-photo.ts)
 *
 * - publish: an unpublished change to live on a local host (a bare repository whose hook builds what it receives,
 *   served by the static server), median of 3, split into its steps (scripts/bench-publish.ts); only when named
 *
 * Narrowing: `npm run bench -- validate` (only the command's wall time),
 * `npm run bench -- lighthouse [ROUTE…] [--preset mobile|desktop] [--runs N]` (only Lighthouse),
 * `npm run bench -- photo` (only the photo), `npm run bench -- resume` (only the résumé PDF), `npm run bench -- editor` (only the editor), `npm run bench -- archive [--years 10]` (only the archives),
 * `npm run bench -- publish [--runs N]` (only the publish),
 * `npm run bench -- ROUTE…` (everything, the per-route parts on those routes only).
 */
import { chromium } from '@playwright/test';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { buildSite } from '../src/build/build-site';
import { FIRST_ROUND_TRIP } from '../src/build/first-round-trip';
import { sentBytes } from '../src/build/page-weight';
import { serveSite } from '../src/build/host/serve';
import { published } from '../src/content/editing/drafts';
import { loadSite } from '../src/content/validation/load';
import { chromiumLaunchOptions } from '../tests/browser';

const root = process.cwd();
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(runs: number, task: () => unknown): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  return median(times);
}

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { preset: { type: 'string', multiple: true }, runs: { type: 'string' }, years: { type: 'string' } },
});
const part = ['validate', 'lighthouse', 'photo', 'archive', 'editor', 'publish', 'resume'].includes(positionals[0])
  ? positionals[0]
  : undefined;
const named = part ? positionals.slice(1) : positionals;
const routes = (named.length ? named : published(loadSite(root).pages).map((p) => p.document.route)).sort();

/** Lighthouse in a process of its own, so its work never delays this process's server; installs bench/ on first use. */
async function lighthouse(port: number, site = 'dist-bench', only = routes, presets = options.preset ?? []) {
  if (!existsSync(join(root, 'bench/node_modules'))) {
    console.log('\nInstalling the bench’s own dependencies (Lighthouse) into bench/node_modules…');
    execFileSync('npm', ['ci', '--prefix', 'bench', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  }
  const args = [
    ...['--site', site, '--url', `http://127.0.0.1:${port}`],
    ...presets.flatMap((preset) => ['--preset', preset]),
    ...(options.runs ? ['--runs', options.runs] : []),
    ...only,
  ];
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lighthouse.ts', ...args], { stdio: 'inherit' });
  const code = await new Promise((done) => child.on('exit', done));
  if (code !== 0) console.log(`Lighthouse stopped early (exit ${code}): the bench reports, it fails nothing.`);
}

const benchServer = async () => {
  const server = await serveSite(join(root, 'dist-bench'), 0);
  return { server, port: (server.address() as AddressInfo).port };
};

/** The photo's figures, then Lighthouse mobile on its /about. */
async function photo() {
  const { benchPhoto } = await import('./bench-photo');
  const site = await benchPhoto(root);
  await lighthouse(site.port, site.dir, ['/about'], ['mobile']);
  site.close();
}

if (part === 'archive') {
  const { benchArchive } = await import('./bench-archive');
  await benchArchive(root, Number(options.years ?? 10), (port, dir, only) => lighthouse(port, dir, only, ['mobile']));
  process.exit(0);
}

if (part === 'editor') {
  const { benchEditor } = await import('./bench-editor');
  await benchEditor(root);
  process.exit(0);
}

if (part === 'publish') {
  const { benchPublish } = await import('./bench-publish');
  await benchPublish(root, Number(options.runs ?? 3));
  process.exit(0);
}

if (part === 'resume') {
  const { benchResume } = await import('./bench-resume');
  await benchResume(root);
  process.exit(0);
}

if (part === 'photo') {
  await photo();
  process.exit(0);
}

if (part === 'lighthouse') {
  await buildSite({ root, outDir: 'dist-bench' });
  const { server, port } = await benchServer();
  await lighthouse(port);
  server.close();
  process.exit(0);
}

const validateOnly = part === 'validate';
// Once untimed: the first run after an edit rebuilds the cached bundle (scripts/bundled.mjs).
const npmValidate = () => execFileSync('npm', ['run', '--silent', 'validate'], { stdio: 'ignore' });
npmValidate();
const cliMs = await timed(9, npmValidate);
console.log(`npm run validate: ${(cliMs / 1000).toFixed(2)} s wall time (median of 9)`);
if (validateOnly) process.exit(0);

const validateMs = await timed(15, () => loadSite(root));
console.log(`validate: ${validateMs.toFixed(1)} ms (median of 15)`);

const buildMs = await timed(3, () => buildSite({ root, outDir: 'dist-bench' }));
console.log(`build:    ${(buildMs / 1000).toFixed(2)} s (median of 3)`);
await (await import('./bench-resume')).benchResume(root);

const { server, port } = await benchServer();
const browser = await chromium.launch(chromiumLaunchOptions());
console.log('\nroute                         JS gzip    CSS gzip   HTML gzip   sent (* over 14,600 bytes)   fonts');
const gz = (path: string) => gzipSync(readFileSync(join(root, 'dist-bench', path))).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`.padStart(9);
const loadedBy = new Map<string, Set<string>>();
for (const route of routes) {
  const page = await browser.newPage();
  const loaded = new Set<string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/\.(js|css|woff2)$/.test(path)) loaded.add(path);
  });
  await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'networkidle' });
  await page.close();
  loadedBy.set(route, loaded);
  const js = [...loaded].filter((p) => p.endsWith('.js')).reduce((sum, p) => sum + gz(p), 0);
  const css = [...loaded].filter((p) => p.endsWith('.css')).reduce((sum, p) => sum + gz(p), 0);
  const html = gz(`${route.slice(1)}/index.html`);
  const first = await sentBytes(`http://localhost:${port}${route}`);
  // Fonts are compressed already: their bytes as they are on disk, which is what the page downloads.
  const fonts = [...loaded].filter((p) => p.endsWith('.woff2')).reduce((sum, p) => sum + statSync(join(root, 'dist-bench', p)).size, 0);
  const over = first > FIRST_ROUND_TRIP ? ' *' : '  ';
  console.log(`${route.padEnd(28)}${kb(js)}  ${kb(css)}  ${kb(html)}  ${kb(first)}${over}                       ${kb(fonts)}`);
}

// What a page loads beyond what every page measured loads: the price of its own blocks, by chunk name.
const everywhere = [...loadedBy.values()].reduce((common, set) => new Set([...common].filter((p) => set.has(p))));
if (loadedBy.size > 1) {
  console.log('\nJavaScript beyond the chunks every route above loads:');
  for (const [route, loaded] of loadedBy) {
    const own = [...loaded].filter((p) => p.endsWith('.js') && !everywhere.has(p));
    const named = own.map((p) => `${p.replace(/^.*\/|-[\w-]{8}\.js$/g, '')} ${kb(gz(p)).trim()}`);
    console.log(`${route.padEnd(28)}${named.join(', ') || '-'}`);
  }
}

// Site search costs nothing until it opens: what opening it loads, on the first route measured.
{
  const page = await browser.newPage();
  await page.goto(`http://localhost:${port}${routes[0]}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(`Object.keys(document.getElementById('root')).some((k) => k.startsWith('__reactContainer'))`);
  const fetched: string[] = [];
  page.on('response', (response) => fetched.push(new URL(response.url()).pathname));
  await page.keyboard.press('/');
  await page.getByRole('dialog').waitFor();
  await page.waitForLoadState('networkidle');
  await page.close();
  const sum = (ext: string) => fetched.filter((p) => p.endsWith(ext)).reduce((total, p) => total + gz(p), 0);
  const index = 'search-index.json';
  const raw = readFileSync(join(root, 'dist-bench', index)).length;
  console.log(
    `
search, on first open: JS${kb(sum('.js'))}, CSS${kb(sum('.css'))}, index${kb(gz(index))} (${kb(raw).trim()} raw)`,
  );
}

// Each query changes the result count, so the wait below always ends.
const TYPE_AND_WAIT = `async (queries) => {
  const input = document.querySelector('input[type="search"]');
  const status = document.querySelector('[role="status"]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const times = [];
  for (const query of queries) {
    const before = status.textContent;
    const started = performance.now();
    setValue.call(input, query);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((done) => {
      const check = () => (status.textContent !== before || performance.now() - started > 2000 ? done() : requestAnimationFrame(check));
      check();
    });
    times.push(performance.now() - started);
  }
  return times;
}`;
const QUERIES = ['openai', '', 'nvidia', '', 'policy', '', 'robot', '', 'chips', '', 'model', ''];
const page = await browser.newPage();
await page.goto(`http://localhost:${port}/resources/ai-news`, { waitUntil: 'networkidle' });
await page.waitForFunction(`Object.keys(document.getElementById('root')).some((k) => k.startsWith('__reactContainer'))`);
const typing: number[] = [];
for (let round = 0; round < 3; round++) {
  // A string, not a function: the TypeScript loader would add helpers the page does not have.
  typing.push(...((await page.evaluate(`(${TYPE_AND_WAIT})(${JSON.stringify(QUERIES)})`)) as number[]));
}
console.log(
  `\ntyping in the news search: ${median(typing).toFixed(1)} ms to the updated count (median of ${typing.length} keystrokes, 216 items)`,
);
await browser.close();
await lighthouse(port);
server.close();
await photo();
