// @vitest-environment jsdom
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { siteSchema } from '../schema/site';
import { prerender, type ServerEntry } from './prerender';

const template = `<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>`;
const site = siteSchema.parse(JSON.parse(readFileSync(join(import.meta.dirname, '../../pages/site.json'), 'utf8')));

let out = '';
beforeEach(() => {
  out = mkdtempSync(join(tmpdir(), 'prerender-'));
  writeFileSync(join(out, 'index.html'), template);
});
afterEach(() => rmSync(out, { recursive: true, force: true }));

/** A server entry with one page whose HTML the test chooses. */
function entry(html: string, overrides: Partial<ServerEntry['site']> = {}): ServerEntry {
  return {
    render: async (url) => (url === '/404' ? '<main>Not found</main>' : html),
    routes: [{ route: '/about', aliases: [], title: 'About' }],
    site: { ...site, redirects: [], ...overrides },
  };
}

const read = (path: string) => readFileSync(join(out, path), 'utf8');

it('writes page text with dollar signs exactly as rendered', async () => {
  // String.replace reads $$, $`, $' and $& in a replacement string as patterns.
  const text = "Fees $$ and $` here, $' there, $& and $1";
  await prerender(entry(`<title>${text}</title><main><p>${text}</p></main>`), out);
  const page = read('about/index.html');
  expect(page).toContain(`<title>${text}</title>`);
  expect(page).toContain(`<p>${text}</p>`);
  expect(page.match(/<!doctype/g)).toHaveLength(1);
});

/** The sitemap's <loc> values, read by a real XML parser: a malformed file fails here. */
function sitemapLocations(xml: string): string[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.querySelector('parsererror');
  if (error) throw new Error(`sitemap.xml is not well-formed XML: ${error.textContent}`);
  return [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
}

it('joins a site URL that ends in "/" to routes with one slash', async () => {
  await prerender(entry('<main>About</main>', { siteUrl: 'https://x.example/', redirects: [{ from: '/', to: '/about' }] }), out);
  expect(read('about/index.html')).toContain('<link rel="canonical" href="https://x.example/about">');
  expect(read('index.html')).toContain('<link rel="canonical" href="https://x.example/about">');
  expect(sitemapLocations(read('sitemap.xml'))).toEqual(['https://x.example/about']);
  expect(read('robots.txt')).toContain('Sitemap: https://x.example/sitemap.xml\n');
});

it('escapes "&" and "<" in the site URL, so sitemap.xml stays valid XML', async () => {
  const siteUrl = 'https://x.example/a&b<c>/';
  await prerender(entry('<main>About</main>', { siteUrl }), out);
  expect(sitemapLocations(read('sitemap.xml'))).toEqual(['https://x.example/a&b<c>/about']);
  expect(read('about/index.html')).toContain('<link rel="canonical" href="https://x.example/a&amp;b&lt;c>/about">');
});
