import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { draftRoutes, linksToDrafts, published } from './drafts';
import { loadSite } from '../validation/load';
import { formatError } from '../validation/validate';
import { importSiteModule } from '../../../tests/support/site-module';

const fixtureSite = join(import.meta.dirname, '../../../tests/fixtures/site');
let scratch = '';
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

function copyOfSite(): string {
  scratch = mkdtempSync(join(tmpdir(), 'drafts-'));
  for (const dir of ['pages', 'public']) cpSync(join(fixtureSite, dir), join(scratch, dir), { recursive: true });
  return scratch;
}

function edit(site: string, file: string, change: (text: string) => string) {
  const path = join(site, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
}

describe('links to drafts', () => {
  const drafts = draftRoutes([
    { file: 'pages/draft.json', document: { route: '/draft', aliases: ['/old-draft'], draft: true } },
    { file: 'pages/about.json', document: { route: '/about' } },
  ]);

  it('are found as plain links, with anchors, and inside text', () => {
    const document = {
      route: '/about',
      sections: [{ type: 'button-row', buttons: [{ label: 'x', href: '/draft#part' }] }, { body: ['See [it](/old-draft) or /about.'] }],
    };
    expect(linksToDrafts(document, drafts)).toEqual([
      {
        path: ['sections', 0, 'buttons', 0, 'href'],
        message: { name: 'LinkToDraft', text: expect.stringContaining('"/draft#part" leads to a draft (pages/draft.json)') },
      },
      { path: ['sections', 1, 'body', 0], message: { name: 'LinkToDraft', text: expect.stringContaining('"/old-draft"') } },
    ]);
  });

  it('are allowed from another draft, and a page is not a link to itself', () => {
    expect(linksToDrafts({ draft: true, sections: [{ href: '/draft' }] }, drafts)).toEqual([]);
    expect(linksToDrafts({ route: '/draft', aliases: ['/old-draft'], sections: [] }, drafts)).toEqual([]);
    const page = (route: string, draft?: boolean) => ({ file: `pages${route}.json`, document: { route, draft } });
    expect(published([page('/a', true), page('/b'), page('/c', false)])).toHaveLength(2);
  });

  it("leave a listing's card for a draft to the build, which draws the listing without it", () => {
    const listing = {
      route: '/work',
      sections: [
        {
          type: 'card-grid',
          items: [
            { title: 'New', href: '/work/new' },
            { title: 'Old', href: '/work/old' },
          ],
        },
      ],
    };
    const draft = { route: '/work/new', draft: true };
    const drafts = draftRoutes([{ file: 'pages/work/new.json', document: draft }]);
    expect(linksToDrafts(listing, drafts)).toEqual([]);
    const shipped = published([
      { file: 'pages/work.json', document: listing },
      { file: 'pages/work/new.json', document: draft },
    ]);
    expect(shipped.map((p) => p.document)).toEqual([
      { route: '/work', sections: [{ type: 'card-grid', items: [{ title: 'Old', href: '/work/old' }] }] },
    ]);
  });
});

describe('a draft page', () => {
  it('validates, and the fixture site holds one', () => {
    const result = loadSite(fixtureSite);
    expect(result.errors).toEqual([]);
    expect(result.pages.find((p) => p.document.route === '/upcoming-talk')?.document.draft).toBe(true);
  });

  it('is reported when a published page or the nav links to it', () => {
    const site = copyOfSite();
    edit(site, 'pages/about.json', (text) => text.replace(/"\/resume"/, '"/upcoming-talk"'));
    edit(site, 'pages/site.json', (text) =>
      text.replace('"href": "/resources" }', '"href": "/resources" },\n    { "label": "Talk", "href": "/upcoming-talk" }'),
    );
    const errors = loadSite(site).errors.map(formatError);
    expect(errors).toEqual([
      expect.stringMatching(/^pages\/about\.json:\d+:\d+ .*: link "\/upcoming-talk" leads to a draft \(pages\/upcoming-talk\.json\)/),
      expect.stringMatching(/^pages\/site\.json:\d+:\d+ nav\[3\]\.href: link "\/upcoming-talk" leads to a draft/),
    ]);
  });

  it('is in the route table the dev server serves and not in the one a build ships', async () => {
    const routesFor = async (command: 'serve' | 'build') => Object.keys((await importSiteModule(fixtureSite, command)).loaders);
    expect(await routesFor('serve')).toContain('/upcoming-talk');
    expect(await routesFor('build')).not.toContain('/upcoming-talk');
    expect(await routesFor('build')).toContain('/about');
  });
});
