import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { prerender, type ServerEntry } from './prerender';

const out = mkdtempSync(join(tmpdir(), 'prerender-workers-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const template = `<!doctype html><html><head><meta charset="UTF-8"><!--app-csp--><!--app-head--><script type="module" src="/build/index.js"></script></head><body><div id="root"><!--app-html--></div></body></html>`;
const site = JSON.parse(readFileSync(join(import.meta.dirname, '../../../pages/site.json'), 'utf8'));
const routes = Array.from({ length: 240 }, (_, i) => `/archive/week-${i}`);

// A built server entry as the build writes one: a module of its own, which each worker imports. Each page says
// which thread drew it.
const entrySource = `
import { threadId } from 'node:worker_threads';
export const site = ${JSON.stringify({ ...site, redirects: [] })};
export const routes = ${JSON.stringify(routes.map((route) => ({ route, aliases: [] })))};
export const basePath = '/';
export const colorSchemeScript = '';
export const render = async (url) => '<title>' + url + '</title><main><h1>' + url + '</h1><p data-thread="' + threadId + '">drawn</p></main>';
export const blockTypes = () => [];
export const lang = () => 'en';
`;

it('draws a long route list in workers, each page as it would be drawn in one thread', async () => {
  const entryFile = join(out, 'entry-server.mjs');
  writeFileSync(entryFile, entrySource);
  writeFileSync(join(out, 'index.html'), template);
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  await prerender(entry, out, { entryFile });

  const threads = new Set<string>();
  for (const route of routes) {
    const html = readFileSync(join(out, route.slice(1), 'index.html'), 'utf8');
    expect(html).toContain(`<h1>${route}</h1>`);
    expect(html).toContain(`<link rel="canonical" href="${site.siteUrl.replace(/\/$/, '')}${route}">`);
    threads.add(/data-thread="(\d+)"/.exec(html)![1]);
  }
  // Thread 0 is this one: with two cores or more, the pages were drawn elsewhere, by more than one worker.
  if (availableParallelism() >= 2) {
    expect(threads.has('0')).toBe(false);
    expect(threads.size).toBeGreaterThanOrEqual(2);
  }
  expect(readFileSync(join(out, 'sitemap.xml'), 'utf8').match(/<loc>/g)).toHaveLength(routes.length);
});
