import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import { createServer } from 'vite';
import { afterEach, expect, it } from 'vitest';
import { writePhotoSite } from '../../tests/support/photo-site';
import { picturesIn, variantPath } from '../schema/picture-variants';
import { loadSite } from '../content/validation/load';
import { formatError } from '../content/validation/validate';
import { importSiteModule } from '../../tests/support/site-module';
import { errorForOverlay } from './site-plugin';

let scratch = '';
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

it("gives the dev overlay the first error's place, as the report names it, and its code frame", () => {
  scratch = mkdtempSync(join(tmpdir(), 'overlay-'));
  for (const dir of ['pages', 'public'])
    cpSync(join(import.meta.dirname, '../../tests/fixtures/site', dir), join(scratch, dir), { recursive: true });
  writeFileSync(
    join(scratch, 'pages/typo.json'),
    '{\n  "route": "/typo",\n  "title": "Typo",\n  "description": "A typo.",\n  "sections": [{ "type": "prose", "bodyy": ["x"] }]\n}\n',
  );
  const result = loadSite(scratch);
  const first = result.errors.find((e) => e.path.at(-1) === 'bodyy')!;
  const overlay = errorForOverlay({ ...result, errors: [first] }, scratch);
  expect(formatError(first)).toContain(`pages/typo.json:${first.line}:${first.column} `);
  expect(overlay.loc).toEqual({ file: join(scratch, 'pages/typo.json'), line: first.line, column: first.column });
  expect(overlay.frame).toContain('"bodyy"');
  expect(overlay.frame).toContain('^');
  expect(overlay.message).toContain(formatError(first));
});

it('writes the site module with what the browser reads: a loader per route, the aliases apart, no icon pools', async () => {
  const { site, loaders, aliases } = await importSiteModule(join(import.meta.dirname, '../../tests/fixtures/site'), 'build');
  expect(Object.keys(loaders)).toContain('/resources/robotics-weekly');
  expect(aliases).toEqual({ '/resources/robotics-weekly': ['/resources/robotics'] });
  expect(site.name).toBeTruthy();
  expect(site).not.toHaveProperty('iconPools');
});

it('serves in development the photo files a page names, made when first asked for, as the build makes them', async () => {
  scratch = mkdtempSync(join(tmpdir(), 'dev-pictures-'));
  await writePhotoSite(scratch);
  const before = process.env.SITE_ROOT;
  process.env.SITE_ROOT = scratch;
  const server = await createServer({
    root: join(import.meta.dirname, '../..'),
    configFile: join(import.meta.dirname, '../../vite.config.ts'),
    configLoader: 'runner',
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1' },
  });
  try {
    await server.listen();
    const { port } = server.httpServer!.address() as AddressInfo;
    const about = loadSite(scratch).pages.find((page) => page.document.route === '/about')!.document;
    const [{ src, variants }] = picturesIn(about);
    const path = variantPath(src, variants, variants.widths[0], 'avif');
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    expect([response.status, response.headers.get('content-type')]).toEqual([200, 'image/avif']);
    const made = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([made.format, made.width, made.exif]).toEqual(['heif', variants.widths[0], undefined]);
    const unknown = await fetch(`http://127.0.0.1:${port}${path.replace(variants.hash, '0000000000')}`);
    expect(unknown.headers.get('content-type')).not.toBe('image/avif');
  } finally {
    await server.close();
    if (before === undefined) delete process.env.SITE_ROOT;
    else process.env.SITE_ROOT = before;
  }
}, 60_000);
