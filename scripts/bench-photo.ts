/**
 * `npm run bench -- photo`: the owner's site with a phone's photo as the About portrait, a 4032 × 3024 JPEG of
 * about 5 MB stored on its side (EXIF orientation 6) with a GPS position, drawn at bench time.
 * - build: a cold build (the photo's files not in the cache), then cached rebuilds beside builds of the same
 *   site without the photo (median of 3 each)
 * - bytes: the portrait's file a 390px phone at 3× and a 1440px desktop at 1× receive, against the original
 * - Lighthouse on /about, mobile, beside the static reference, in one run (the caller runs it)
 */
import { chromium } from '@playwright/test';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageHeadingBlock } from '../src/blocks/traits';
import { buildSite } from '../src/build/build-site';
import { serveSite } from '../src/build/host/serve';
import { pictureHash } from '../src/content/validation/pictures';
import { chromiumLaunchOptions } from '../tests/browser';
import { phonePhoto } from '../tests/support/photo-site';

const PORTRAIT = '/assets/about/IMG_4032.JPG';
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Builds `site` into `out` and returns the wall time in ms; the build's own lines are kept out of the report. */
async function timedBuild(root: string, site: string, out: string): Promise<number> {
  const started = performance.now();
  await buildSite({ root, outDir: out, env: { SITE_ROOT: site }, log: () => {} });
  return performance.now() - started;
}

/** Writes the two sites, measures, and returns the folder of the built photo site, served, for Lighthouse. */
export async function benchPhoto(root: string): Promise<{ dir: string; port: number; close: () => void }> {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-photo-'));
  const plain = join(scratch, 'plain');
  const photo = join(scratch, 'photo');
  for (const site of [plain, photo]) for (const dir of ['pages', 'public']) cpSync(join(root, dir), join(site, dir), { recursive: true });
  const bytes = await phonePhoto();
  writeFileSync(join(photo, 'public', PORTRAIT), bytes);
  const about = join(photo, 'pages/about.json');
  const document = JSON.parse(readFileSync(about, 'utf8'));
  const header = document.sections.find((section: { type: string }) => section.type === pageHeadingBlock);
  header.image = { src: PORTRAIT, alt: header.image.alt };
  writeFileSync(about, JSON.stringify(document, null, 2));
  console.log(`\nphoto: ${PORTRAIT}, 4032 × 3024, ${(bytes.length / 1024 / 1024).toFixed(1)} MB, EXIF orientation 6 and GPS`);

  // Cold: none of this photo's files in the cache (the build names them by the photo's hash).
  const cache = join(root, '.cache/pictures');
  const hash = pictureHash(bytes);
  for (const name of readdirSync(cache, { withFileTypes: true }).map((entry) => entry.name))
    if (name.includes(hash)) rmSync(join(cache, name));
  const out = (name: string) => join(scratch, `dist-${name}`);
  const cold = await timedBuild(root, photo, out('photo'));
  const cached: number[] = [];
  const without: number[] = [];
  for (let run = 0; run < 3; run++) {
    without.push(await timedBuild(root, plain, out('plain')));
    cached.push(await timedBuild(root, photo, out('photo')));
  }
  console.log(
    `build with the photo: ${seconds(cold)} cold, ${seconds(median(cached))} cached; without it ${seconds(median(without))} ` +
      `(cached − without: ${seconds(median(cached) - median(without))}; medians of 3)`,
  );

  const server = await serveSite(out('photo'), 0);
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch(chromiumLaunchOptions());
  for (const [label, viewport, deviceScaleFactor] of [
    ['390px phone at 3×', { width: 390, height: 844 }, 3],
    ['1440px desktop at 1×', { width: 1440, height: 900 }, 1],
  ] as const) {
    const page = await browser.newPage({ viewport, deviceScaleFactor });
    const sizes = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.url().includes('/_pictures/')) sizes.set(response.url(), (await response.body()).length);
    });
    await page.goto(`http://localhost:${port}/about`, { waitUntil: 'networkidle' });
    const chosen = await page.locator(`[data-block="${pageHeadingBlock}"] img`).evaluate((image: HTMLImageElement) => image.currentSrc);
    const sent = sizes.get(chosen) ?? 0;
    const name = new URL(chosen).pathname.split('/').pop();
    console.log(`${label}: ${name}, ${(sent / 1024).toFixed(1)} kB (${((sent / bytes.length) * 100).toFixed(2)} % of the original)`);
    await page.close();
  }
  await browser.close();
  return {
    dir: out('photo'),
    port,
    close: () => {
      server.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
