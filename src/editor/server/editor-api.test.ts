import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { isIPv6, type AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { published } from '../../content/editing/drafts';
import { loadSite } from '../../content/validation/load';
import { PLACEHOLDER } from '../../content/editing/placeholders';
import { mapChildren } from '../../schema/json';
import { formatError } from '../../content/validation/validate';
import { messages } from '../../schema/messages';
import { editorApi } from './editor-api';
import { editText } from '../../content/editing/edit-text';
import { answerFor } from './http';
import { lineDiff, PROJECT_ROOT, scratchCopy } from './test-support';

const FIXTURE = join(PROJECT_ROOT, 'tests/fixtures/site');
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The picture as a request body. */
const pngBody = () => new Blob([new Uint8Array(ONE_PIXEL_PNG)]);

interface Editor {
  root: string;
  /** "http://127.0.0.1:port", which is also the editor page's origin. */
  origin: string;
  /** fetch under /_edit/api, sending the editor page's Origin with every change. */
  api: (path: string, init?: RequestInit & { json?: unknown }) => Promise<Response>;
}

const running: { server: Server; remove: () => void }[] = [];
afterEach(async () => {
  for (const { server, remove } of running.splice(0)) {
    await new Promise((done) => server.close(done));
    remove();
  }
});

/** The middleware over a fresh copy of the fixture site, on a real server at `host` (127.0.0.1 unless said). */
async function startEditor(base = '/', host = '127.0.0.1'): Promise<Editor> {
  const site = scratchCopy(FIXTURE, ['pages', 'public']);
  const middleware = editorApi({ root: site.dir, base });
  const server = createServer((req, res) => middleware(req, res));
  await new Promise<void>((done) => server.listen(0, host, done));
  running.push({ server, remove: site.remove });
  const origin = `http://${isIPv6(host) ? `[${host}]` : host}:${(server.address() as AddressInfo).port}`;
  const api: Editor['api'] = (path, { json, ...init } = {}) => {
    const headers = new Headers(init.headers);
    if (init.method && init.method !== 'GET' && !headers.has('Origin')) headers.set('Origin', origin);
    if (json !== undefined) headers.set('Content-Type', 'application/json');
    const body = json !== undefined ? JSON.stringify(json) : init.body;
    return fetch(`${origin}${base === '/' ? '' : base.slice(0, -1)}/_edit/api${path}`, { ...init, headers, body });
  };
  return { root: site.dir, origin, api };
}

/** A request with headers of our choosing, Host included (which fetch will not send). */
function rawRequest(
  origin: string,
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: { error?: string } }> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}/_edit/api${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const withHost = (origin: string, path: string, host: string) => rawRequest(origin, path, { headers: { Host: host } });

/** An address of this machine that is not loopback, as another machine on its network would come from; none on some machines. */
const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && !address.internal && address.family === 'IPv4')?.address;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const read = (root: string, file: string) => readFileSync(join(root, file), 'utf8');
const errorsOf = (root: string) => loadSite(root).errors.map(formatError);

async function openAbout({ api }: Editor) {
  return (await (await api('/document?file=pages/about.json')).json()) as { text: string; value: any; version: string }; // eslint-disable-line @typescript-eslint/no-explicit-any -- a document, changed as the UI would
}

describe('reading', () => {
  it('lists every document, site.json first and marked, with its route, title (its tokens filled in), draft and error count', async () => {
    const editor = await startEditor();
    const response = await editor.api('/pages');
    expect(response.status).toBe(200);
    const { pages } = await response.json();
    expect(pages[0]).toEqual({ file: 'pages/site.json', title: 'Site settings', draft: false, errors: 0, warnings: 0, site: true });
    expect(pages).toContainEqual({
      file: 'pages/upcoming-talk.json',
      route: '/upcoming-talk',
      title: `Upcoming talk · ${JSON.parse(read(editor.root, 'pages/site.json')).name}`,
      draft: true,
      errors: 0,
      warnings: 0,
      site: false,
    });
    expect(pages.map((page: { file: string }) => page.file)).toContain('pages/resources/ai-news.json');
    // Every document of the fixture, site.json included: the list derives from the folder, as the test does.
    const documents = readdirSync(join(editor.root, 'pages'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));
    expect(pages).toHaveLength(documents.length);
  });

  it('counts the errors of a broken document', async () => {
    const editor = await startEditor();
    writeFileSync(join(editor.root, 'pages/about.json'), read(editor.root, 'pages/about.json').replace('"/resume"', '"/resumee"'));
    const { pages } = await (await editor.api('/pages')).json();
    expect(pages.find((page: { file: string }) => page.file === 'pages/about.json')).toMatchObject({ route: '/about', errors: 1 });
  });

  it('reads a document with its text, value and version (a sha-256 of its bytes)', async () => {
    const editor = await startEditor();
    const response = await editor.api('/document?file=pages/about.json');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const bytes = readFileSync(join(editor.root, 'pages/about.json'));
    expect(await response.json()).toEqual({
      file: 'pages/about.json',
      text: bytes.toString('utf8'),
      value: JSON.parse(bytes.toString('utf8')),
      version: sha256(bytes),
    });
  });

  it('lists the pictures under public/assets/ as pages address them', async () => {
    const editor = await startEditor();
    const { assets } = await (await editor.api('/assets')).json();
    expect(assets).toEqual(['/assets/favicon.svg', '/assets/portrait.svg', '/assets/share/case-study.png']);
  });
});

describe('validating', () => {
  it('reports what npm run validate reports, placed in the text that would be saved, with each path as segments', async () => {
    const editor = await startEditor();
    const { value } = await openAbout(editor);
    value.sections[0].actions[1].href = '/resumee';
    value.sections[1].itmes = value.sections[1].items;
    const response = await editor.api('/validate', { method: 'POST', json: { file: 'pages/about.json', value } });
    expect(response.status).toBe(200);
    const { errors, warnings } = await response.json();
    // The validator's own report of the same text, saved.
    const text = await editText(read(editor.root, 'pages/about.json'), value);
    writeFileSync(join(editor.root, 'pages/about.json'), text);
    expect(errors.map((e: { formatted: string }) => e.formatted)).toEqual(errorsOf(editor.root));
    expect(errors.find((e: { path: string }) => e.path === 'sections[0].actions[1].href')).toMatchObject({
      file: 'pages/about.json',
      jsonPath: ['sections', 0, 'actions', 1, 'href'],
      name: 'DanglingLink',
    });
    expect(warnings).toEqual([]);
  });

  it('gives the document as the site draws it when it has no errors', async () => {
    const editor = await startEditor();
    const { value } = await openAbout(editor);
    value.title = 'About Jordan';
    const body = await (await editor.api('/validate', { method: 'POST', json: { file: 'pages/about.json', value } })).json();
    expect(body).toMatchObject({ errors: [], warnings: [], document: { route: '/about', title: 'About Jordan' } });
  });

  it('checks across pages: a page that loses its route breaks the links to it', async () => {
    const editor = await startEditor();
    const { value } = await openAbout(editor);
    value.route = '/about-me';
    const { errors } = await (await editor.api('/validate', { method: 'POST', json: { file: 'pages/about.json', value } })).json();
    expect(errors.some((e: { file: string; name: string }) => e.file !== 'pages/about.json' && e.name === 'DanglingLink')).toBe(true);
  });
});

describe('saving', () => {
  it('writes one changed heading as one changed line, and the site still validates', async () => {
    const editor = await startEditor();
    const { text, value, version } = await openAbout(editor);
    value.sections[1].heading = 'What I value';
    const response = await editor.api('/document', { method: 'PUT', json: { file: 'pages/about.json', value, version } });
    expect(response.status).toBe(200);
    const saved = readFileSync(join(editor.root, 'pages/about.json'));
    expect(await response.json()).toEqual({ version: sha256(saved), text: saved.toString('utf8') });
    const hunks = lineDiff(text, saved.toString('utf8'));
    expect(hunks).toHaveLength(1);
    expect(hunks[0].added).toEqual(['      "heading": "What I value",']);
    expect(hunks[0].removed).toHaveLength(1);
    expect(errorsOf(editor.root)).toEqual([]);
    expect(readdirSync(join(editor.root, 'pages')).filter((name) => name.startsWith('.'))).toEqual([]); // no temporary file left
  });

  it('refuses (409) a save made to a version the disk no longer has, and answers what the disk has', async () => {
    const editor = await startEditor();
    const { value, version } = await openAbout(editor);
    const changedOnDisk = read(editor.root, 'pages/about.json').replace('"My Values"', '"Values"');
    writeFileSync(join(editor.root, 'pages/about.json'), changedOnDisk);
    value.title = 'Mine';
    const response = await editor.api('/document', { method: 'PUT', json: { file: 'pages/about.json', value, version } });
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body).toMatchObject({ conflict: true, text: changedOnDisk, version: sha256(Buffer.from(changedOnDisk)) });
    expect(body.value.sections[1].heading).toBe('Values');
    expect(read(editor.root, 'pages/about.json')).toBe(changedOnDisk);
  });

  it('refuses (422) a value with errors and leaves the file byte for byte as it was', async () => {
    const editor = await startEditor();
    const { value, version } = await openAbout(editor);
    const before = readFileSync(join(editor.root, 'pages/about.json'));
    value.sections[1].itmes = [];
    const response = await editor.api('/document', { method: 'PUT', json: { file: 'pages/about.json', value, version } });
    expect(response.status).toBe(422);
    const { errors } = await response.json();
    expect(errors[0]).toMatchObject({ file: 'pages/about.json', path: 'sections[1].itmes', name: 'UnknownKey' });
    expect(readFileSync(join(editor.root, 'pages/about.json')).equals(before)).toBe(true);
  });

  it('saves a document although another one already had errors', async () => {
    const editor = await startEditor();
    writeFileSync(join(editor.root, 'pages/writing.json'), '{ "route": ');
    const { value, version } = await openAbout(editor);
    value.title = 'About me · {name}';
    const response = await editor.api('/document', { method: 'PUT', json: { file: 'pages/about.json', value, version } });
    expect(response.status).toBe(200);
  });

  it('refuses (422) a save that would break links on other pages, naming them', async () => {
    const editor = await startEditor();
    const { value, version } = await openAbout(editor);
    value.route = '/about-me';
    const response = await editor.api('/document', { method: 'PUT', json: { file: 'pages/about.json', value, version } });
    expect(response.status).toBe(422);
    const { errors } = await response.json();
    expect(errors).toContainEqual(expect.objectContaining({ file: 'pages/site.json', path: 'nav[0].href', name: 'DanglingLink' }));
    expect(JSON.parse(read(editor.root, 'pages/about.json')).route).toBe('/about');
  });

  it('refuses a save without a version, and a body that is not JSON', async () => {
    const editor = await startEditor();
    const { value } = await openAbout(editor);
    const noVersion = await editor.api('/document', { method: 'PUT', json: { file: 'pages/about.json', value } });
    expect(noVersion.status).toBe(400);
    const notJson = await editor.api('/document', {
      method: 'PUT',
      body: '{"file": "pages/about.json",',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).error).toMatch(/^the request body is not JSON/);
  });
});

describe('new pages', () => {
  it('starts a draft from the blank template, its placeholder flagged as a warning, and the site validates', async () => {
    const editor = await startEditor();
    const response = await editor.api('/pages', { method: 'POST', json: { route: 'speaking' } });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ file: 'pages/speaking.json', changed: [] });
    expect(JSON.parse(read(editor.root, 'pages/speaking.json'))).toMatchObject({
      route: '/speaking',
      title: 'Speaking · {name}',
      draft: true,
    });
    expect(errorsOf(editor.root)).toEqual([]);
    const { warnings } = loadSite(editor.root);
    expect(warnings.filter((w) => w.file === 'pages/speaking.json').map((w) => w.name)).toContain('PlaceholderInDraft');
  });

  it("publishes a case study written from its template while its card on the listing still holds the template's text", async () => {
    const editor = await startEditor();
    const made = await editor.api('/pages', { method: 'POST', json: { route: '/resources/new-case', template: 'case-study', card: true } });
    expect(made.status).toBe(201);
    const file = 'pages/resources/new-case.json';
    const { value, version } = (await (await editor.api(`/document?file=${file}`)).json()) as {
      value: Record<string, unknown>;
      version: string;
    };
    // Every placeholder of the page written, and the page no longer a draft; the card on /resources left as it was made.
    const written = (node: unknown): unknown =>
      typeof node === 'string' && PLACEHOLDER.test(node) ? 'Stranded loads reassigned in a minute' : mapChildren(node, written);
    const { draft: _draft, ...page } = written(value) as Record<string, unknown>;
    const saved = await editor.api('/document', { method: 'PUT', json: { file, value: page, version } });
    expect(saved.status).toBe(200);

    const site = loadSite(editor.root);
    expect(site.errors).toEqual([]);
    const cardWarnings = site.warnings.filter((w) => w.name === 'PlaceholderInCard');
    expect(cardWarnings.length).toBeGreaterThan(0);
    expect(new Set(cardWarnings.map((w) => w.file))).toEqual(new Set(['pages/resources.json']));
    // The build ships the page, and the listing without the card until it is written.
    const shipped = published(site.pages).map((p) => p.document);
    expect(shipped.map((d) => d.route)).toContain('/resources/new-case');
    expect(JSON.stringify(shipped.find((d) => d.route === '/resources'))).not.toContain('/resources/new-case');
  });

  it('refuses a menu entry for a draft, and a card where no page one level up has a card grid', async () => {
    const editor = await startEditor();
    const nav = await editor.api('/pages', { method: 'POST', json: { route: 'speaking', label: 'Talks' } });
    expect(nav.status).toBe(400);
    expect((await nav.json()).error).toMatch(/starts as a draft/);
    const card = await editor.api('/pages', { method: 'POST', json: { route: '/talks/first', template: 'case-study', card: true } });
    expect(card.status).toBe(400);
    expect((await card.json()).error).toMatch(/lists this one/);
    expect(existsSync(join(editor.root, 'pages/talks/first.json'))).toBe(false);
  });

  it("answers 400 with the scaffold's sentence for a route that is taken or is not one", async () => {
    const editor = await startEditor();
    const taken = await editor.api('/pages', { method: 'POST', json: { route: '/about' } });
    expect(taken.status).toBe(400);
    expect((await taken.json()).error).toBe('route /about is already taken by the page in pages/about.json; choose another route');
    const wrong = await editor.api('/pages', { method: 'POST', json: { route: '/Not A Route' } });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toMatch(/is not a page route/);
  });
});

describe('pictures', () => {
  it('writes a picture under public/assets/, and refuses to replace it unless asked', async () => {
    const editor = await startEditor();
    const upload = (path: string, body: BodyInit) => editor.api(`/asset?path=${encodeURIComponent(path)}`, { method: 'PUT', body });
    const created = await upload('/assets/photos/pixel.png', pngBody());
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ path: '/assets/photos/pixel.png' });
    expect(readFileSync(join(editor.root, 'public/assets/photos/pixel.png')).equals(ONE_PIXEL_PNG)).toBe(true);
    expect((await (await editor.api('/assets')).json()).assets).toContain('/assets/photos/pixel.png');
    expect((await upload('/assets/photos/pixel.png', pngBody())).status).toBe(409);
    expect((await upload('/assets/photos/pixel.png?replace=1', pngBody())).status).toBe(403); // "?" is part of the name
    const replaced = await editor.api('/asset?path=/assets/photos/pixel.png&replace=1', { method: 'PUT', body: pngBody() });
    expect(replaced.status).toBe(200);
  });

  it('refuses what is not a picture, or not under public/assets/', async () => {
    const editor = await startEditor();
    const upload = (path: string, body: BodyInit) => editor.api(`/asset?path=${encodeURIComponent(path)}`, { method: 'PUT', body });
    for (const path of [
      '/assets/notes.txt',
      '/assets/../pages/x.png',
      '/etc/x.png',
      'assets/x.png',
      '/assets/a\\b.png',
      '/assets/my photo.png',
    ]) {
      const response = await upload(path, pngBody());
      expect(response.status, path).toBe(403);
      expect((await response.json()).error, path).toMatch(/./);
    }
    const misnamed = await upload('/assets/pixel.jpg', pngBody());
    expect(misnamed.status).toBe(422);
    expect((await misnamed.json()).error).toContain('pixel.png');
    expect((await upload('/assets/x.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')).status).toBe(422);
    expect(existsSync(join(editor.root, 'public/assets/x.svg'))).toBe(false);
    expect(existsSync(join(editor.root, 'public/assets/pixel.jpg'))).toBe(false);
  });

  it('refuses an SVG that would run a script, saying what it holds, and keeps a plain drawing', async () => {
    const editor = await startEditor();
    const upload = (path: string, body: BodyInit) => editor.api(`/asset?path=${encodeURIComponent(path)}`, { method: 'PUT', body });
    const svg = (inside: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inside}</svg>`;
    const refused = await upload('/assets/logo.svg', svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'));
    expect(refused.status).toBe(422);
    expect((await refused.json()).error).toBe(
      messages.UnsafeSvg('public/assets/logo.svg', 'a <script> element (written <s:script>) at line 1').text,
    );
    expect(existsSync(join(editor.root, 'public/assets/logo.svg'))).toBe(false);
    expect((await upload('/assets/logo.svg', svg('<rect width="10" height="10" fill="#2e4a9c"/>'))).status).toBe(201);
  });
});

describe('safety', () => {
  it('refuses a request from another origin, or without one, to change anything', async () => {
    const editor = await startEditor();
    const { value, version } = await openAbout(editor);
    const put = (headers: Record<string, string>) =>
      editor.api('/document', { method: 'PUT', json: { file: 'pages/about.json', value, version }, headers });
    for (const origin of ['http://evil.example', 'null', 'http://localhost:1', `${editor.origin}.evil.example`]) {
      const response = await put({ Origin: origin });
      expect(response.status, origin).toBe(403);
      expect((await response.json()).error).toMatch(/own page/);
    }
    const noOrigin = await fetch(`${editor.origin}/_edit/api/validate`, {
      method: 'POST',
      body: JSON.stringify({ file: 'pages/about.json', value }),
    });
    expect(noOrigin.status).toBe(403);
  });

  it('refuses a read another site asks for, and any request to a name that is not loopback', async () => {
    const editor = await startEditor();
    expect((await editor.api('/pages', { headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(403);
    expect((await editor.api('/pages', { headers: { 'Sec-Fetch-Site': 'same-site' } })).status).toBe(403);
    expect((await editor.api('/pages', { headers: { 'Sec-Fetch-Site': 'same-origin' } })).status).toBe(200);
    const rebound = await withHost(editor.origin, '/document?file=pages/about.json', 'evil.example');
    expect(rebound.status).toBe(403);
    expect(rebound.body.error).toMatch(/localhost/);
    expect((await withHost(editor.origin, '/pages', 'localhost.evil.example:80')).status).toBe(403);
    expect((await withHost(editor.origin, '/pages', 'LOCALHOST:5173')).status).toBe(200);
    expect((await withHost(editor.origin, '/pages', '[::1]:5173')).status).toBe(200);
  });

  it.skipIf(!networkAddress)('refuses a peer that is not this machine, even one that names localhost and its own page', async () => {
    // `npm run dev -- --host` listens on the network: another machine can write any Host and Origin it likes.
    const editor = await startEditor('/', networkAddress);
    const { value, version } = await openAbout(await startEditor());
    const before = read(editor.root, 'pages/about.json');
    const own = { Host: 'localhost:5173', Origin: 'http://localhost:5173' };
    const body = JSON.stringify({ file: 'pages/about.json', value: { ...value, title: 'Written from elsewhere' }, version });
    const write = await rawRequest(editor.origin, '/document', {
      method: 'PUT',
      headers: { ...own, 'Content-Type': 'application/json' },
      body,
    });
    expect(write.status).toBe(403);
    expect(write.body.error).toMatch(/only to this machine/);
    expect((await rawRequest(editor.origin, '/document?file=pages/about.json', { headers: own })).status).toBe(403);
    expect(read(editor.root, 'pages/about.json')).toBe(before);
  });

  it('lets itself be framed by its own pages only', async () => {
    const editor = await startEditor();
    for (const response of [
      await editor.api('/pages'),
      await editor.api('/nothing'),
      await editor.api('/pages', { headers: { Origin: 'http://evil.example' }, method: 'POST' }),
    ]) {
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    }
  });

  it("answers the probe's large requests at once: thousands of new keys or sections checked, 200,000 keys refused (413)", async () => {
    const editor = await startEditor();
    const { value, version } = await openAbout(editor);
    const before = read(editor.root, 'pages/about.json');
    const withKeys = (count: number) => ({ ...value, ...Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i])) });
    const keys = await editor.api('/validate', { method: 'POST', json: { file: 'pages/about.json', value: withKeys(8000) } });
    expect(keys.status).toBe(200);
    expect((await keys.json()).errors.filter((e: { name: string }) => e.name === 'UnknownKey')).toHaveLength(8000);
    const sections = [...value.sections, ...Array.from({ length: 8000 }, (_, i) => ({ type: 'prose', body: `Paragraph ${i}` }))];
    const many = await editor.api('/validate', { method: 'POST', json: { file: 'pages/about.json', value: { ...value, sections } } });
    expect(many.status).toBe(200);
    for (const [path, method] of [
      ['/validate', 'POST'],
      ['/document', 'PUT'],
    ]) {
      const huge = await editor.api(path, { method, json: { file: 'pages/about.json', value: withKeys(200_000), version } });
      expect([huge.status, (await huge.json()).error], path).toEqual([
        413,
        'the page holds more than 50,000 values, more than the editor edits at once; split it into several pages',
      ]);
    }
    expect(read(editor.root, 'pages/about.json')).toBe(before);
  }, 20_000);

  it('refuses (400) a value nested too deep to handle, with a sentence', async () => {
    const editor = await startEditor();
    const { version } = await openAbout(editor);
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const before = read(editor.root, 'pages/about.json');
    for (const [path, method, extra] of [
      ['/document', 'PUT', `, "version": "${version}"`],
      ['/validate', 'POST', ''],
    ]) {
      const response = await editor.api(path, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: `{ "file": "pages/about.json", "value": ${deep}${extra} }`,
      });
      expect(response.status, path).toBe(400);
      expect((await response.json()).error, path).toBe(
        'the value is nested more than 64 levels deep; flatten the document (pages need about ten levels)',
      );
    }
    expect(read(editor.root, 'pages/about.json')).toBe(before);
  });

  it('refuses (403) a name too long for a file, or a picture in too many folders, saying so without a machine path', async () => {
    const editor = await startEditor();
    const long = 'a'.repeat(300);
    const answers = [
      await editor.api(`/document?file=pages/${long}.json`),
      await editor.api('/document', { method: 'PUT', json: { file: `pages/${long}.json`, value: {}, version: 'x' } }),
      await editor.api(`/asset?path=/assets/${long}.png`, { method: 'PUT', body: pngBody() }),
      await editor.api(`/asset?path=/assets/${long}/x.png`, { method: 'PUT', body: pngBody() }),
    ];
    for (const response of answers) {
      const { error } = await response.json();
      expect([response.status, error]).toEqual([403, expect.stringMatching(/longer than 100 characters/)]);
      expect(error).not.toContain(editor.root);
    }
    const route = await editor.api('/pages', { method: 'POST', json: { route: `/${long}` } });
    expect(route.status).toBe(400);
    expect((await route.json()).error).toMatch(/longer than 100 characters/);
    const deep = await editor.api(`/asset?path=/assets/${'a/'.repeat(9)}x.png`, { method: 'PUT', body: pngBody() });
    expect([deep.status, (await deep.json()).error]).toEqual([403, expect.stringMatching(/more than 8 folders/)]);
    expect((await editor.api(`/asset?path=/assets/${'a/'.repeat(8)}x.png`, { method: 'PUT', body: pngBody() })).status).toBe(201);
  });

  it("answers what the disk refuses with a 4xx sentence and no machine path, the probe's inputs among them", async () => {
    const editor = await startEditor();
    // A file where the picture's folder should be: making the folder fails in a way no check foresees.
    writeFileSync(join(editor.root, 'public/assets/photos'), 'not a folder');
    const answers = [
      await editor.api('/asset?path=/assets/photos/pixel.png', { method: 'PUT', body: pngBody() }),
      await editor.api('/asset?path=/assets/favicon.svg/x.png', { method: 'PUT', body: pngBody() }),
    ];
    for (const response of answers) {
      const { error } = await response.json();
      expect([response.status, error]).toEqual([409, expect.stringMatching(/stands .*; choose another name or folder$/)]);
      expect(error).not.toContain(editor.root);
    }
    const deep = await editor.api('/pages', { method: 'POST', json: { route: `/${'c/'.repeat(2100)}c` } });
    expect([deep.status, (await deep.json()).error]).toEqual([400, 'a route has at most 8 parts ("/talks/2024" has two); use fewer']);
    const deepish = await editor.api('/pages', { method: 'POST', json: { route: `/${'c/'.repeat(1500)}c` } });
    expect(deepish.status).toBe(400);
    expect(existsSync(join(editor.root, 'pages/c'))).toBe(false);
    expect((await editor.api('/pages', { method: 'POST', json: { route: `/${'c/'.repeat(7)}c` } })).status).toBe(201);
    // Nor where the build writes its own files.
    for (const [route, part] of [
      ['/og', '/og'],
      ['/build/x', '/build'],
      ['/_pictures', undefined],
      ['/talks/index', 'index'],
    ]) {
      const taken = await editor.api('/pages', { method: 'POST', json: { route } });
      expect(taken.status, route).toBe(400);
      if (part) expect((await taken.json()).error, route).toContain(part === 'index' ? 'part named "index"' : `under ${part}`);
    }
  });

  it('answers an unforeseen failure with 500 and a sentence, and tells the terminal the rest', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const failure = new Error('at /home/owner/site/pages: the unforeseen');
      expect(answerFor(failure)).toEqual({
        status: 500,
        body: { error: 'the editor could not do this; the terminal running npm run dev says why' },
      });
      expect(logged).toHaveBeenCalledWith(failure);
    } finally {
      logged.mockRestore();
    }
  });

  it('reads and writes page documents only, where they really are', async () => {
    const editor = await startEditor();
    writeFileSync(join(editor.root, 'outside.json'), '{"secret": true}\n');
    writeFileSync(join(editor.root, 'pages/x.txt'), 'text');
    symlinkSync(join(editor.root, 'outside.json'), join(editor.root, 'pages/escape.json'));
    mkdirSync(join(editor.root, 'elsewhere'));
    writeFileSync(join(editor.root, 'elsewhere/page.json'), '{}');
    symlinkSync(join(editor.root, 'elsewhere'), join(editor.root, 'pages/linked'));
    const files = [
      '../package.json',
      'pages/../package.json',
      '/etc/passwd',
      'pages/x.txt',
      'pages/escape.json',
      'pages/linked/page.json',
      'pages\\about.json',
      'pages/./about.json',
      'pages',
    ];
    for (const file of files) {
      const response = await editor.api(`/document?file=${encodeURIComponent(file)}`);
      expect(response.status, file).toBe(403);
      expect((await response.json()).error, file).toMatch(/./);
      const put = await editor.api('/document', { method: 'PUT', json: { file, value: { secret: false }, version: 'x' } });
      expect(put.status, file).toBe(403);
    }
    expect(read(editor.root, 'outside.json')).toBe('{"secret": true}\n');
    expect((await editor.api('/document?file=pages/missing.json')).status).toBe(404);
    expect((await editor.api('/document')).status).toBe(400);
    const { pages } = await (await editor.api('/pages')).json();
    expect(pages.map((page: { file: string }) => page.file)).not.toContain('pages/escape.json');
  });

  it('refuses a body over the limit (413) and answers JSON for what it does not know', async () => {
    const editor = await startEditor();
    const huge = await editor.api('/validate', { method: 'POST', body: 'x'.repeat(5 * 1024 * 1024 + 1) });
    expect(huge.status).toBe(413);
    expect((await huge.json()).error).toMatch(/5 MB/);
    // Sent in chunks, without a length to refuse it by at once.
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 6; i++) controller.enqueue(new Uint8Array(1024 * 1024));
        controller.close();
      },
    });
    const streamed = await editor.api('/validate', { method: 'POST', body: chunks, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    const unknown = await editor.api('/nothing');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "the editor's API has no /_edit/api/nothing" });
    const wrongMethod = await editor.api('/validate');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
  });
});

describe('mounting', () => {
  it("answers under Vite's base, and passes every other request on", async () => {
    const editor = await startEditor('/portfolio/');
    expect((await editor.api('/pages')).status).toBe(200);
    const passed: string[] = [];
    editorApi({ root: editor.root })({ url: '/about', headers: {} } as never, {} as never, () => passed.push('next'));
    expect(passed).toEqual(['next']);
  });
});
