/**
 * npm run bench: the figures we track, as medians.
 * - validate: loading and validating every page document (in process, 15 runs)
 * - npm run validate: the command's wall time, start-up included (a child process, 9 runs);
 *   `npm run bench -- validate` measures only this and stops
 * - build: validate + client build + server build + prerender (3 runs)
 * - weight: gzip bytes of the JavaScript and CSS each page makes the browser load
 * - typing: time from a keystroke in the news search to the updated result count (216 items)
 */
import { chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSite } from '../src/build/build-site';
import { serveSite } from '../src/build/serve';
import { published } from '../src/content/drafts';
import { loadSite } from '../src/content/load';
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

const validateOnly = process.argv[2] === 'validate';
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

const port = 4390;
const server = await serveSite(join(root, 'dist-bench'), port);
const browser = await chromium.launch(chromiumLaunchOptions());
const routes = (process.argv.slice(2).length ? process.argv.slice(2) : published(loadSite(root).pages).map((p) => p.document.route)).sort();
console.log('\nroute                         JS gzip    CSS gzip   HTML gzip');
const gz = (path: string) => gzipSync(readFileSync(join(root, 'dist-bench', path))).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`.padStart(9);
const loadedBy = new Map<string, Set<string>>();
for (const route of routes) {
  const page = await browser.newPage();
  const loaded = new Set<string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (/\.(js|css)$/.test(path)) loaded.add(path);
  });
  await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'networkidle' });
  await page.close();
  loadedBy.set(route, loaded);
  const js = [...loaded].filter((p) => p.endsWith('.js')).reduce((sum, p) => sum + gz(p), 0);
  const css = [...loaded].filter((p) => p.endsWith('.css')).reduce((sum, p) => sum + gz(p), 0);
  const html = gz(`${route.slice(1)}/index.html`);
  console.log(`${route.padEnd(28)}${kb(js)}  ${kb(css)}  ${kb(html)}`);
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
server.close();
