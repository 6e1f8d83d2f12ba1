import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSite } from '../../content/validation/load';
import { editorApi } from './editor-api';
import { deletePage, deletePlan, renamePage, renamePlan } from './page-moves';
import { lineDiff, PROJECT_ROOT, scratchCopy } from './test-support';

const FIXTURE = join(PROJECT_ROOT, 'tests/fixtures/site');
const copies: (() => void)[] = [];
afterEach(() => copies.splice(0).forEach((remove) => remove()));

const read = (root: string, file: string) => readFileSync(join(root, file), 'utf8');
const json = (root: string, file: string) => JSON.parse(read(root, file));
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- documents changed as an owner would
const write = (root: string, file: string, change: (value: Json) => void) => {
  const value = json(root, file);
  change(value);
  writeFileSync(join(root, file), `${JSON.stringify(value, null, 2)}\n`);
};

/**
 * A copy of the fixture site where /cases/atlas shows a picture of its own (and the shared portrait), and other pages
 * link to it: a button on /about, an inline link on /cases/harbour, a card on /cases, a menu entry.
 */
function siteWithLinksToAtlas(): string {
  const { dir, remove } = scratchCopy(FIXTURE, ['pages', 'public']);
  copies.push(remove);
  writeFileSync(
    join(dir, 'public/assets/atlas-map.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#0b7285"/></svg>\n',
  );
  write(dir, 'pages/cases/atlas.json', (page) => {
    const header = page.sections.find((section: { type: string }) => section.type === 'page-header');
    header.image = { src: '/assets/atlas-map.svg', alt: 'A teal map of closed roads', width: 480, height: 360 };
  });
  write(dir, 'pages/about.json', (page) => {
    const header = page.sections.find((section: { actions?: unknown[] }) => Array.isArray(section.actions));
    header.actions[2] = { label: 'Read the Atlas case', href: '/cases/atlas', variant: 'light' };
  });
  write(dir, 'pages/cases/harbour.json', (page) => {
    const header = page.sections.find((section: { type: string }) => section.type === 'page-header');
    header.body.push('It paved the way for [the Atlas router](/cases/atlas#results), a year later.');
  });
  write(dir, 'pages/site.json', (site) => {
    site.nav.push({ label: 'Atlas', href: '/cases/atlas' });
  });
  return dir;
}

describe('deleting a page', () => {
  it('plans what goes with it and what will point nowhere', () => {
    const root = siteWithLinksToAtlas();
    expect(loadSite(root).errors).toEqual([]);
    const plan = deletePlan(root, '/cases/atlas');
    expect(plan.file).toBe('pages/cases/atlas.json');
    expect(plan.cards.map((card) => [card.file, card.text])).toEqual([['pages/cases.json', 'Atlas routing']]);
    expect(plan.siteLinks.map((link) => link.jsonPath)).toEqual([['nav', 3]]);
    expect(plan.pictures).toEqual(['/assets/atlas-map.svg']);
    expect(plan.dangling.map((link) => [link.route, link.jsonPath.join('.')]).sort()).toEqual([
      ['/about', expect.stringMatching(/^sections\.\d+\.actions\.\d+\.href$/)],
      ['/cases/harbour', expect.stringMatching(/^sections\.1\.body\.1$/)],
    ]);
  });

  it('names the page and those linking to it as visitors read their titles, tokens filled in', () => {
    const root = siteWithLinksToAtlas();
    write(root, 'pages/cases/atlas.json', (page) => {
      page.title = 'Atlas routing · {name}';
    });
    write(root, 'pages/cases.json', (page) => {
      page.title = 'Cases from {location} · {name}';
    });
    const plan = deletePlan(root, '/cases/atlas');
    expect(plan.title).toBe('Atlas routing · Jordan Vega');
    expect(plan.cards.map((card) => card.page)).toEqual(['Cases from Lisbon, Portugal']);
    expect(JSON.stringify(plan)).not.toMatch(/\{(name|location)\}/);
  });

  it('removes the file, its card, its menu entry and its own picture; links left elsewhere are warnings, and the site validates', async () => {
    const root = siteWithLinksToAtlas();
    const cardsBefore = read(root, 'pages/cases.json');
    const { message } = await deletePage(root, '/cases/atlas');
    expect(message).toMatch(
      /^Deleted \/cases\/atlas \(pages\/cases\/atlas\.json\), its 1 card on Cases.*1 link in the menu.*1 picture only it showed/,
    );
    expect(message).toMatch(/2 links on other pages still lead there/);
    expect(existsSync(join(root, 'pages/cases/atlas.json'))).toBe(false);
    expect(existsSync(join(root, 'public/assets/atlas-map.svg'))).toBe(false);
    expect(existsSync(join(root, 'public/assets/portrait.svg'))).toBe(true);
    // The card's line went, and nothing else of the listing's file changed.
    expect(lineDiff(cardsBefore, read(root, 'pages/cases.json'))).toEqual([
      { removed: ['        { "title": "Atlas routing", "text": "Listed second.", "href": "/cases/atlas" },'], added: [] },
    ]);
    const site = json(root, 'pages/site.json');
    expect(site.nav.map((entry: { href: string }) => entry.href)).not.toContain('/cases/atlas');
    expect(site.deletedPages).toEqual(['/cases/atlas']);

    const { errors, warnings, pages } = loadSite(root);
    expect(errors).toEqual([]);
    const gone = warnings.filter((warning) => warning.name === 'RemovedPageLink');
    expect(gone.map((warning) => warning.file).sort()).toEqual(['pages/about.json', 'pages/cases/harbour.json']);
    // The built pages leave the links out: the button goes, the inline link becomes its words.
    const harbour = pages.find((page) => page.file === 'pages/cases/harbour.json')!.document;
    expect(JSON.stringify(harbour)).toContain('It paved the way for the Atlas router, a year later.');
    expect(JSON.stringify(pages.map((page) => page.document))).not.toContain('/cases/atlas');
  });

  it('keeps a link to a route that never existed an error: only deleted pages are forgiven', async () => {
    const root = siteWithLinksToAtlas();
    await deletePage(root, '/cases/atlas');
    write(root, 'pages/about.json', (page) => {
      page.sections.find((section: { actions?: unknown[] }) => Array.isArray(section.actions)).actions[0].href = '/cases/atlass';
    });
    expect(loadSite(root).errors.map((error) => error.name)).toContain('DanglingLink');
  });

  it('takes its aliases along, and deletes a page made again at a route once deleted', async () => {
    const root = siteWithLinksToAtlas();
    write(root, 'pages/cases/atlas.json', (page) => {
      page.aliases = ['/atlas'];
    });
    write(root, 'pages/cases/meridian.json', (page) => {
      page.sections.find((section: { type: string }) => section.type === 'page-header').body.push('See [Atlas](/atlas).');
    });
    expect(deletePlan(root, '/cases/atlas').dangling.map((link) => link.route)).toContain('/cases/meridian');
    await deletePage(root, '/cases/atlas');
    expect(json(root, 'pages/site.json').deletedPages).toEqual(['/cases/atlas', '/atlas']);
    expect(loadSite(root).errors).toEqual([]);
    // Made again, and deleted again: the list of deleted pages names it once, and is no link to remove.
    writeFileSync(join(root, 'pages/cases/atlas.json'), read(FIXTURE, 'pages/cases/atlas.json'));
    await deletePage(root, '/cases/atlas');
    expect(json(root, 'pages/site.json').deletedPages).toEqual(['/cases/atlas', '/atlas']);
  });

  it('refuses the home page, site.json and a route no page has, in words', async () => {
    const root = siteWithLinksToAtlas();
    // The fixture's "/" redirects to /about, its home page.
    await expect(deletePage(root, '/about')).rejects.toThrow(/\/about is the home page/);
    await expect(deletePage(root, '/nothing-here')).rejects.toThrow('no page has the route /nothing-here');
    await expect(deletePage(root, 'pages/site.json')).rejects.toThrow(/name the page by its route/);
  });
});

describe('renaming a page', () => {
  it('moves the file; links, cards and the menu follow; the old address redirects, and the site validates', async () => {
    const root = siteWithLinksToAtlas();
    const { message, file } = await renamePage(root, '/cases/atlas', '/cases/atlas-routing');
    expect(file).toBe('pages/cases/atlas-routing.json');
    expect(message).toMatch(
      /^Moved \/cases\/atlas to \/cases\/atlas-routing .*4 links .* \/cases\/atlas redirects to \/cases\/atlas-routing\.$/,
    );
    expect(existsSync(join(root, 'pages/cases/atlas.json'))).toBe(false);
    expect(json(root, file).route).toBe('/cases/atlas-routing');
    expect(read(root, 'pages/cases.json')).toContain('"href": "/cases/atlas-routing"');
    expect(read(root, 'pages/cases/harbour.json')).toContain('[the Atlas router](/cases/atlas-routing#results)');
    expect(read(root, 'pages/about.json')).toContain('"href": "/cases/atlas-routing"');
    const site = json(root, 'pages/site.json');
    expect(site.nav.at(-1)).toEqual({ label: 'Atlas', href: '/cases/atlas-routing' });
    expect(site.redirects).toContainEqual({ from: '/cases/atlas', to: '/cases/atlas-routing' });
    const { errors, site: loaded } = loadSite(root);
    expect(errors).toEqual([]);
    expect(loaded?.redirects).toContainEqual({ from: '/cases/atlas', to: '/cases/atlas-routing' });
  });

  it('plans what follows: its card, its menu entry and the links on other pages, each named in words', async () => {
    const root = siteWithLinksToAtlas();
    const plan = renamePlan(root, '/cases/atlas');
    expect(plan.cards.map((card) => [card.page, card.text])).toEqual([['Cases fixture', 'Atlas routing']]);
    expect(plan.siteLinks.map((link) => [link.page, link.text])).toEqual([['Site settings', 'Atlas']]);
    expect(plan.links.map((link) => link.route).sort()).toEqual(['/about', '/cases/harbour']);
    // As many as the move then says followed it.
    const count = plan.cards.length + plan.siteLinks.length + plan.links.length;
    const { message } = await renamePage(root, '/cases/atlas', '/cases/atlas-routing');
    expect(message).toContain(`${count} links`);
  });

  it('keeps the page’s "$schema" leading to the schema from its new folder', async () => {
    const root = siteWithLinksToAtlas();
    await renamePage(root, '/cases/atlas', '/atlas');
    expect(json(root, 'pages/atlas.json').$schema).toBe('../../../../schemas/page.schema.json');
    await renamePage(root, '/atlas', '/cases/more/atlas');
    expect(json(root, 'pages/cases/more/atlas.json').$schema).toBe('../../../../../../schemas/page.schema.json');
    expect(loadSite(root).errors).toEqual([]);
  });

  it('refuses a taken route, a route outside the rules, the home page and site.json, in words', async () => {
    const root = siteWithLinksToAtlas();
    await expect(renamePage(root, '/cases/atlas', '/cases/harbour')).rejects.toThrow('/cases/harbour is taken by pages/cases/harbour.json');
    await expect(renamePage(root, '/cases/atlas', '/')).rejects.toThrow(/is not a page route/);
    await expect(renamePage(root, '/cases/atlas', '/Cases/Atlas Routing')).rejects.toThrow(/is not a page route/);
    await expect(renamePage(root, '/cases/atlas', '/assets/atlas')).rejects.toThrow(/assets/);
    await expect(renamePage(root, '/about', '/about-me')).rejects.toThrow(/\/about is the home page/);
    await expect(renamePage(root, 'pages/site.json', '/settings')).rejects.toThrow(/name the page by its route/);
    // Nothing moved.
    expect(existsSync(join(root, 'pages/cases/atlas.json'))).toBe(true);
    expect(json(root, 'pages/site.json').redirects).toEqual([{ from: '/', to: '/about' }]);
  });
});

describe('the endpoints', () => {
  it('answer behind the editor API’s guard: a request from another site is refused and changes nothing', async () => {
    const root = siteWithLinksToAtlas();
    const middleware = editorApi({ root });
    const server = createServer((req, res) => middleware(req, res));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    copies.push(() => server.close());
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const post = (path: string, body: unknown, from = origin) =>
      fetch(`${origin}/_edit/api/${path}`, {
        method: 'POST',
        headers: { Origin: from, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });

    const refused = await post('pages/delete', { route: '/cases/atlas' }, 'https://elsewhere.example');
    expect(refused.status).toBe(403);
    expect(existsSync(join(root, 'pages/cases/atlas.json'))).toBe(true);

    const plan = await (await fetch(`${origin}/_edit/api/pages/delete?route=%2Fcases%2Fatlas`)).json();
    expect(plan.cards).toHaveLength(1);
    const home = await post('pages/delete', { route: '/about' });
    expect(home.status).toBe(400);
    expect((await home.json()).error).toMatch(/home page/);

    const renamed = await post('pages/rename', { route: '/cases/meridian', to: '/cases/meridian-fares' });
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).route).toBe('/cases/meridian-fares');
    const deleted = await post('pages/delete', { route: '/cases/atlas' });
    expect(deleted.status).toBe(200);
    expect((await deleted.json()).message).toMatch(/^Deleted \/cases\/atlas/);
    expect(loadSite(root).errors).toEqual([]);
  });
});
