// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSite } from '../validation/load';
import { formatError } from '../validation/validate';
import { newBlock, newPage, normaliseRoute, pageFileFor, ScaffoldError } from './scaffold';
import { pascal } from './emit-blocks';

const root = join(import.meta.dirname, '../../..');
const schemasDir = join(root, 'schemas');
const scratch: string[] = [];
afterEach(() => {
  cleanup();
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function copyOfSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'scaffold-site-'));
  scratch.push(dir);
  for (const sub of ['pages', 'public']) cpSync(join(root, 'tests/fixtures/site', sub), join(dir, sub), { recursive: true });
  return dir;
}

const errorsOf = (site: string) => loadSite(site).errors.map(formatError);
const read = (path: string) => readFileSync(path, 'utf8');

describe('routes and files', () => {
  it('normalises routes and refuses what is not one', () => {
    expect(normaliseRoute('speaking')).toBe('/speaking');
    expect(normaliseRoute('/talks/2024/')).toBe('/talks/2024');
    expect(() => normaliseRoute('/Talks')).toThrow(ScaffoldError);
    expect(() => normaliseRoute('/')).toThrow(ScaffoldError);
    expect(pageFileFor('/talks/2024')).toBe('pages/talks/2024.json');
    expect(pascal('video-gallery')).toBe('VideoGallery');
  });
});

describe('npm run new -- page', () => {
  it('writes a starter page that validates, with $schema right for its folder', async () => {
    const site = copyOfSite();
    expect(await newPage({ siteRoot: site, schemasDir, route: '/speaking' })).toEqual({ written: ['pages/speaking.json'], changed: [] });
    await newPage({ siteRoot: site, schemasDir, route: '/talks/2024' });
    const top = JSON.parse(read(join(site, 'pages/speaking.json')));
    const nested = JSON.parse(read(join(site, 'pages/talks/2024.json')));
    expect(nested.$schema).toBe(`../${top.$schema}`);
    expect(top.$schema).toMatch(/^(\.\.\/)+.*schemas\/page\.schema\.json$/);
    expect(top).toMatchObject({ route: '/speaking', title: 'Speaking · {name}', sections: [{ type: 'page-header', heading: 'Speaking' }] });
    expect(errorsOf(site)).toEqual([]);
  });

  it('writes the project\'s own pages with "../schemas/page.schema.json"', async () => {
    const project = mkdtempSync(join(tmpdir(), 'scaffold-project-'));
    scratch.push(project);
    mkdirSync(join(project, 'pages'));
    await newPage({ siteRoot: project, schemasDir: join(project, 'schemas'), route: '/speaking' });
    await newPage({ siteRoot: project, schemasDir: join(project, 'schemas'), route: '/talks/2024' });
    expect(JSON.parse(read(join(project, 'pages/speaking.json'))).$schema).toBe('../schemas/page.schema.json');
    expect(JSON.parse(read(join(project, 'pages/talks/2024.json'))).$schema).toBe('../../schemas/page.schema.json');
  });

  it('--from copies the sections of another page', async () => {
    const site = copyOfSite();
    await newPage({ siteRoot: site, schemasDir, route: '/about-copy', from: 'about' });
    const about = JSON.parse(read(join(site, 'pages/about.json')));
    expect(JSON.parse(read(join(site, 'pages/about-copy.json'))).sections).toEqual(about.sections);
    expect(errorsOf(site)).toEqual([]);
    await expect(newPage({ siteRoot: site, schemasDir, route: '/x', from: '/nowhere' })).rejects.toThrow('no page has the route /nowhere');
  });

  it('--nav appends a nav entry written like the others, changing nothing else', async () => {
    const site = copyOfSite();
    const before = read(join(site, 'pages/site.json'));
    await newPage({ siteRoot: site, schemasDir, route: '/speaking', nav: 'Speaking' });
    const after = read(join(site, 'pages/site.json'));
    expect(after).toBe(
      before.replace(
        '{ "label": "Resources", "href": "/resources" }\n',
        '{ "label": "Resources", "href": "/resources" },\n    { "label": "Speaking", "href": "/speaking" }\n',
      ),
    );
    expect(JSON.parse(read(join(site, 'pages/speaking.json'))).sections[0].heading).toBe('Speaking');
    expect(errorsOf(site)).toEqual([]);
  });

  it('refuses a route that a page, an alias or a redirect already has, and an existing file', async () => {
    const site = copyOfSite();
    await expect(newPage({ siteRoot: site, schemasDir, route: '/about' })).rejects.toThrow(
      'route /about is already taken by the page in pages/about.json',
    );
    await expect(newPage({ siteRoot: site, schemasDir, route: '/' })).rejects.toThrow('is not a page route');
    const site2 = copyOfSite();
    writeFileSync(join(site2, 'pages/stray.json'), '{}');
    await expect(newPage({ siteRoot: site2, schemasDir, route: '/stray' })).rejects.toThrow('pages/stray.json already exists');
    expect(existsSync(join(site, 'pages/about.json'))).toBe(true);
  });
});

describe('npm run new -- block', () => {
  it('writes a block that passes the conformance checks at once', async () => {
    // A copy inside the project, so the copy's imports of node_modules resolve.
    const base = join(root, '.cache', `scaffold-test-${process.pid}`);
    scratch.push(base);
    const srcDir = join(base, 'src');
    cpSync(join(root, 'src'), srcDir, { recursive: true, filter: (path) => !/\.test\.tsx?$/.test(path) });
    const result = await newBlock({ srcDir, type: 'pull-quote' });
    expect(result.written.sort()).toEqual([
      'blocks/pull-quote/PullQuote.module.css',
      'blocks/pull-quote/PullQuote.tsx',
      'blocks/pull-quote/fixtures/example.json',
      'blocks/pull-quote/index.ts',
      'blocks/pull-quote/schema.ts',
    ]);
    // One line in the registry, in its place by name; the browser's table of components follows from it.
    const before = read(join(root, 'src/blocks/registry.ts'));
    const line = "export { default as pullQuote } from './pull-quote';\n";
    const next = "export { default as resourceList } from './resource-list';\n";
    expect(read(join(srcDir, 'blocks/registry.ts'))).toBe(before.replace(next, line + next));
    expect(read(join(srcDir, 'blocks/components.ts'))).toContain("  prose: Prose,\n  'pull-quote': PullQuote,\n");
    await expect(newBlock({ srcDir, type: 'pull-quote' })).rejects.toThrow('already exists');
    await expect(newBlock({ srcDir, type: 'Quote' })).rejects.toThrow('is not a block type');

    // What src/blocks/conformance.test.tsx checks, on the copy: parses as a section, renders, refuses an unknown key.
    const fixture = JSON.parse(read(join(srcDir, 'blocks/pull-quote/fixtures/example.json')));
    const { sectionSchema, blockSchemas } = await import(/* @vite-ignore */ join(srcDir, 'blocks/schemas.ts'));
    const { PageRenderer } = await import(/* @vite-ignore */ join(srcDir, 'app/PageRenderer.tsx'));
    const { MemoryRouter } = await import('react-router-dom');
    const parsed = sectionSchema.parse(fixture);
    const document = { $schema: '', route: '/fixture', title: 'Fixture', description: 'Fixture', sections: [parsed] };
    const { container } = render(
      <MantineProvider>
        <MemoryRouter>
          <PageRenderer document={document} />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(container.textContent).toContain('An example paragraph for the pull-quote block');
    expect(container.textContent).not.toContain('could not be shown');
    expect(blockSchemas['pull-quote'].safeParse({ ...fixture, colour: 'red' }).success).toBe(false);
  }, 60_000);
});
