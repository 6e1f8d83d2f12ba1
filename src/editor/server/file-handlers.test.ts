import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResumeFile } from '../../build/assets/resume-files';
import type { JsonResume } from '../../content/editing/json-resume';
import { loadSite } from '../../content/validation/load';
import { resumeOf } from '../../content/derivation/resume';
import { editorApi } from './editor-api';
import { RESUME_LIMIT } from './file-handlers';
import { JSON_BODY_LIMIT } from './http';
import { findPlaceholders } from './placeholders';
import { lineDiff, PROJECT_ROOT, scratchCopy } from './test-support';

const FIXTURE = join(PROJECT_ROOT, 'tests/fixtures/site');
const running: { server: Server; remove: () => void }[] = [];
afterEach(async () => {
  for (const { server, remove } of running.splice(0)) {
    await new Promise((done) => server.close(done));
    remove();
  }
});

/** The editor's API over a fresh copy of the fixture site, on a real server. */
async function startEditor() {
  const site = scratchCopy(FIXTURE, ['pages', 'public']);
  const middleware = editorApi({ root: site.dir });
  const server = createServer((req, res) => middleware(req, res));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  running.push({ server, remove: site.remove });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const put = (path: string, body: Uint8Array) =>
    fetch(`${origin}/_edit/api${path}`, { method: 'PUT', headers: { Origin: origin }, body: new Blob([new Uint8Array(body)]) });
  const get = (path: string) => fetch(`${origin}/_edit/api${path}`, { headers: { Origin: origin } });
  return { root: site.dir, origin, put, get };
}

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n% a test résumé\n%%EOF\n');

describe('the résumé PDF', () => {
  const resumeFile = (root: string) => {
    const { fileName } = JSON.parse(readFileSync(join(root, 'pages/site.json'), 'utf8')).resume as { fileName: string };
    return join(root, 'public/assets/resume', fileName);
  };

  it('is the built one until the owner uploads theirs, which is then called stale once the résumé page is newer', async () => {
    const editor = await startEditor();
    const served = async () => (await (await editor.get('/files')).json()) as { resumeSource: string; resumeStale: boolean };
    expect(await served()).toMatchObject({ resumeSource: 'built', resumeStale: false });
    expect((await editor.put('/resume', PDF)).status).toBe(200);
    expect(await served()).toMatchObject({ resumeSource: 'uploaded', resumeStale: false });
    // The résumé page changed after the upload.
    const page = join(editor.root, 'pages/resume.json');
    const later = new Date(Date.now() + 60_000);
    utimesSync(page, later, later);
    expect(await served()).toMatchObject({ resumeSource: 'uploaded', resumeStale: true });
  });

  it('is written where site.json says the site serves it from, and the answer says so', async () => {
    const editor = await startEditor();
    const answer = await editor.put('/resume', PDF);
    expect(answer.status).toBe(200);
    const { path, message } = await answer.json();
    expect(readFileSync(resumeFile(editor.root)).equals(PDF)).toBe(true);
    expect(message).toContain(`public${path}`);
  });

  it('is refused when its bytes are not a PDF’s, whatever its name, or past the size limit', async () => {
    const editor = await startEditor();
    // An upload already there, which a refused file must leave as it is.
    expect((await editor.put('/resume', PDF)).status).toBe(200);
    const before = readFileSync(resumeFile(editor.root));
    const picture = await editor.put('/resume', await png(8));
    expect(picture.status).toBe(422);
    expect((await picture.json()).error).toMatch(/not a PDF: it is a PNG file/);
    const large = await editor.put('/resume', Buffer.concat([PDF, Buffer.alloc(RESUME_LIMIT)]));
    expect(large.status).toBe(413);
    expect(readFileSync(resumeFile(editor.root)).equals(before)).toBe(true);
  });
});

describe('the résumé under a name of its own', () => {
  const settings = (root: string) => JSON.parse(readFileSync(join(root, 'pages/site.json'), 'utf8'));

  it('is published under its own name, and site.json follows in one line', async () => {
    const editor = await startEditor();
    const before = readFileSync(join(editor.root, 'pages/site.json'), 'utf8');
    const answer = await editor.put(`/resume?name=${encodeURIComponent('Jordan Vega CV.pdf')}`, PDF);
    expect(answer.status).toBe(200);
    expect((await answer.json()).path).toBe('/assets/resume/Jordan-Vega-CV.pdf');
    expect(readFileSync(join(editor.root, 'public/assets/resume/Jordan-Vega-CV.pdf')).equals(PDF)).toBe(true);
    expect(settings(editor.root).resume.fileName).toBe('Jordan-Vega-CV.pdf');
    const after = readFileSync(join(editor.root, 'pages/site.json'), 'utf8');
    expect(after.split('\n').filter((line, i) => line !== before.split('\n')[i])).toEqual(['    "fileName": "Jordan-Vega-CV.pdf",']);
    expect(loadSite(editor.root).errors).toEqual([]);
  });
});

describe('the site’s icon', () => {
  it('takes an SVG as it is, and a PNG drawn by an SVG at the address every page names', async () => {
    const editor = await startEditor();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32"/></svg>');
    expect((await editor.put('/icon', svg)).status).toBe(200);
    expect(readFileSync(join(editor.root, 'public/assets/favicon.svg')).equals(svg)).toBe(true);
    const square = await png(64);
    expect((await editor.put('/icon', square)).status).toBe(200);
    expect(readFileSync(join(editor.root, 'public/assets/favicon.svg'), 'utf8')).toContain(
      `data:image/png;base64,${square.toString('base64')}`,
    );
  });

  it('refuses anything else, a script in an SVG and a PNG too small to read', async () => {
    const editor = await startEditor();
    const before = readFileSync(join(editor.root, 'public/assets/favicon.svg'));
    expect((await editor.put('/icon', PDF)).status).toBe(422);
    expect((await editor.put('/icon', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).status).toBe(
      422,
    );
    expect((await editor.put('/icon', await png(8))).status).toBe(422);
    expect(readFileSync(join(editor.root, 'public/assets/favicon.svg')).equals(before)).toBe(true);
  });
});

describe('the first-run checklist', () => {
  it('finds nothing in a site that is its owner’s, and each placeholder value where it is', () => {
    const site = scratchCopy(FIXTURE, ['pages', 'public']);
    try {
      expect(findPlaceholders(site.dir)).toEqual([]);
      const notes = join(site.dir, 'pages/notes.json');
      writeFileSync(notes, readFileSync(notes, 'utf8').replace(`"Jordan Vega's notes"`, `"Alex Rao's notes"`));
      const home = join(site.dir, 'pages/home.json');
      writeFileSync(home, readFileSync(home, 'utf8').replace('"fixtureVid1"', '"demovideo01"'));
      expect(findPlaceholders(site.dir).map(({ file, route, path, what }) => ({ file, route, path, what }))).toEqual([
        { file: 'pages/home.json', route: '/home', path: expect.arrayContaining(['sections']), what: 'A placeholder video' },
        { file: 'pages/notes.json', route: '/notes', path: ['feed', 'title'], what: "The placeholder owner's name" },
      ]);
    } finally {
      site.remove();
    }
  });

  it('finds the starter site’s owner in its site settings', () => {
    const found = findPlaceholders(PROJECT_ROOT);
    const inSite = found.filter((item) => item.file === 'pages/site.json');
    // Whatever the owner has replaced so far, the starter site's own copy lists what it holds.
    if (readFileSync(join(PROJECT_ROOT, 'pages/site.json'), 'utf8').includes('Alex Rao')) {
      expect(inSite.map((item) => item.path.join('.'))).toContain('name');
    }
  });
});

describe('importing a JSON Resume', () => {
  const FILES = ['pages/resume.json', 'pages/site.json'];
  const contents = (root: string) => FILES.map((file) => readFileSync(join(root, file), 'utf8'));
  /** The fixture's own /resume.json, as the build writes it, with the first role's title changed. */
  const exported = (root: string) => {
    const { site, pages } = loadSite(root);
    const json = JSON.parse(
      new TextDecoder().decode(
        jsonResumeFile(
          site!,
          pages.map((page) => page.document),
        )!.bytes,
      ),
    ) as JsonResume;
    json.work![0].position = 'Head of Product, Routing';
    return Buffer.from(JSON.stringify(json, null, 2));
  };

  it('fills the résumé page from the file, rewriting only what changed, and says what it imported', { timeout: 30_000 }, async () => {
    const editor = await startEditor();
    const [pageBefore] = contents(editor.root);
    const response = await editor.put('/resume/import', exported(editor.root));
    expect(response.status).toBe(200);
    const { changed, message } = (await response.json()) as { changed: string[]; message: string };
    expect(changed).toEqual(['pages/resume.json']);
    expect(message).toMatch(/^Imported .*\b2 roles\b.*\b\d+ certifications\b/);
    const { site, pages, errors } = loadSite(editor.root);
    expect(errors).toEqual([]);
    const page = pages.find((candidate) => candidate.document.route === '/resume')!;
    const roles = resumeOf(site!, page.document).roles;
    expect(roles[0]).toMatchObject({ company: 'Northwind Routing', role: 'Head of Product, Routing' });
    // Written as the editor's saves write: the role's line changes in place, the rest of the file is as it was.
    const [pageAfter] = contents(editor.root);
    // The summary's {fact:…} token, which the file gives as the page draws it, stays.
    expect(lineDiff(pageBefore, pageAfter)).toEqual([
      { removed: ['          "role": "Lead Product Manager",'], added: ['          "role": "Head of Product, Routing",'] },
    ]);
  });

  it('refuses a file that does not follow the schema with its paths, and a file that is not JSON, writing nothing', async () => {
    const editor = await startEditor();
    const before = contents(editor.root);
    const broken = { basics: { name: 'Sam Ortiz', email: 'not an address' }, work: [{ name: 'Harbour', startDate: 'last spring' }] };
    const refused = await editor.put('/resume/import', Buffer.from(JSON.stringify(broken)));
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { error: string; problems: string[] };
    expect(body.error).toMatch(/does not follow the JSON Resume schema/);
    expect(body.problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/^basics\.email: /), expect.stringMatching(/^work\[0\]\.startDate: /)]),
    );
    const notJson = await editor.put('/resume/import', Buffer.from('{ "basics": '));
    expect([notJson.status, ((await notJson.json()) as { error: string }).error]).toEqual([422, expect.stringMatching(/not JSON/)]);
    expect(contents(editor.root)).toEqual(before);
  });

  it('refuses a file larger than the editor accepts, and a request from another site', async () => {
    const editor = await startEditor();
    const before = contents(editor.root);
    const large = await editor.put('/resume/import', Buffer.alloc(JSON_BODY_LIMIT + 1, 0x20));
    expect([large.status, ((await large.json()) as { error: string }).error]).toEqual([413, expect.stringMatching(/larger than 5 MB/)]);
    const crossSite = await fetch(`${editor.origin}/_edit/api/resume/import`, {
      method: 'PUT',
      headers: { Origin: 'http://evil.example' },
      body: new Blob([new Uint8Array(exported(editor.root))]),
    });
    expect(crossSite.status).toBe(403);
    expect(contents(editor.root)).toEqual(before);
  });
});

describe('the owner’s portrait', () => {
  it('is the picture in the header of the page about the owner, with the field that replaces it; none without such a page', async () => {
    const editor = await startEditor();
    const files = async () => (await (await editor.get('/files')).json()) as { portrait?: unknown };
    const about = JSON.parse(readFileSync(join(FIXTURE, 'pages/about.json'), 'utf8'));
    const header = about.sections.findIndex((section: { type: string }) => section.type === 'page-header');
    expect((await files()).portrait).toEqual({
      src: about.sections[header].image.src,
      alt: about.sections[header].image.alt,
      route: '/about',
      jsonPath: ['sections', header, 'image', 'src'],
    });
    writeFileSync(join(editor.root, 'pages/about.json'), JSON.stringify({ ...about, aboutOwner: false }));
    expect((await files()).portrait).toBeUndefined();
  });
});
