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
