import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTRAIT, SCREENSHOT, writePhotoSite } from '../../../tests/support/photo-site';
import { loadSite, publicAssetReader } from '../../content/validation/load';
import { picturesIn } from '../../schema/picture-variants';
import { encodeVariant, original, pictureJobs, placeholderOf, removeOriginals, withPlaceholders, writePictures } from './picture-files';

let scratch = '';
let documents: unknown[] = [];
let read: (src: string) => Uint8Array | undefined = () => undefined;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'pictures-'));
  await writePhotoSite(join(scratch, 'site'));
  const result = loadSite(join(scratch, 'site'));
  expect(result.errors).toEqual([]);
  documents = result.pages.map((page) => page.document);
  read = publicAssetReader(join(scratch, 'site'));
}, 60_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const solid = (background: string, channels: 3 | 4 = 3) =>
  sharp({ create: { width: 60, height: 40, channels, background } })
    .jpeg()
    .toBuffer();

describe('the validated documents', () => {
  it('name the files to make of each photo and screenshot, and none of a drawing', () => {
    const sources = new Set(picturesIn(documents).map(({ src }) => src));
    expect([...sources].sort()).toEqual([SCREENSHOT, PORTRAIT].sort());
    const header = picturesIn(documents).find(({ src, variants }) => src === PORTRAIT && !variants.crop)!;
    expect(header.variants.formats).toEqual(['avif', 'webp', 'jpeg']);
    const screenshot = picturesIn(documents).find(({ src }) => src === SCREENSHOT)!;
    expect(screenshot.variants.formats).toEqual(['avif', 'webp', 'png']);
  });

  it('ask for each file once, however many pages and slots show it', () => {
    const jobs = pictureJobs(documents);
    expect(new Set(jobs.map((job) => job.path)).size).toBe(jobs.length);
    expect(pictureJobs([...documents, ...documents])).toHaveLength(jobs.length);
  });
});

describe('a file made of a photo', () => {
  it('is turned as the EXIF orientation says, and keeps no metadata', async () => {
    // Stored 60 wide and 40 high with orientation 6, and a GPS position: shown 40 wide and 60 high.
    const stored = await sharp(await solid('#3b6fd8'))
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 2/1 0/1' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(stored).metadata()).exif).toBeDefined();
    const variants = { hash: '0123456789', widths: [20], formats: ['webp' as const] };
    const made = await sharp(await encodeVariant(original(stored), { variants, width: 20, format: 'webp' })).metadata();
    expect([made.format, made.width, made.height]).toEqual(['webp', 20, 30]);
    expect([made.exif, made.icc, made.xmp, made.orientation]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('is cropped to a link preview’s 1200 × 630 under 300 kB, from a 12-megapixel phone photo', async () => {
    const share = picturesIn(documents).find(({ variants }) => variants.crop)!;
    const bytes = await encodeVariant(original(read(share.src)!), { variants: share.variants, width: 1200, format: 'jpeg' });
    const made = await sharp(bytes).metadata();
    expect([made.format, made.width, made.height, made.exif]).toEqual(['jpeg', 1200, 630, undefined]);
    expect(bytes.length).toBeLessThanOrEqual(300 * 1024);
  });
});

describe('a photo’s placeholder', () => {
  it('is its dominant colour', async () => {
    const colour = (await placeholderOf(await solid('#3b6fd8')))!;
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
    expect(Math.abs(r - 0x3b) + Math.abs(g - 0x6f) + Math.abs(b - 0xd8)).toBeLessThan(24);
  });

  it('is none for a see-through picture, whose box would show through it', async () => {
    const clear = await sharp({ create: { width: 60, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    expect(await placeholderOf(clear)).toBeUndefined();
  });

  it('goes into the documents the pages are drawn from', async () => {
    const drawn = await withPlaceholders(documents, read, join(scratch, 'placeholders'));
    expect(picturesIn(drawn).every(({ variants }) => /^#[0-9a-f]{6}$/.test(variants.placeholder ?? ''))).toBe(true);
    expect(picturesIn(documents).some(({ variants }) => variants.placeholder)).toBe(false); // a copy: the validated documents stay as they were
  });
});

describe('the build’s pictures', () => {
  it('are encoded once, then taken from the cache, with progress and one line saying so', async () => {
    const cache = join(scratch, 'cache');
    const progress: string[] = [];
    const first = await writePictures(documents, read, join(scratch, 'out1'), cache, (line) => progress.push(line));
    const files = pictureJobs(documents).length;
    expect(first.written).toHaveLength(files);
    expect(first.summary).toMatch(
      new RegExp(`^Pictures: 2 photos, ${files} files \\(${files} encoded, 0 from cache\\), [\\d.]+ MB → [\\d.]+ [kM]B\\.$`),
    );
    expect(progress).toEqual([`encoding ${PORTRAIT} (1 of 2)`, `encoding ${SCREENSHOT} (2 of 2)`]);

    const times = readdirSync(cache).map((name) => statSync(join(cache, name)).mtimeMs);
    progress.length = 0;
    const second = await writePictures(documents, read, join(scratch, 'out2'), cache, (line) => progress.push(line));
    expect(second.summary).toContain(`(0 encoded, ${files} from cache)`);
    expect(progress).toEqual([]);
    expect(readdirSync(cache).map((name) => statSync(join(cache, name)).mtimeMs)).toEqual(times);
    expect(readdirSync(join(scratch, 'out2/_pictures')).sort()).toEqual(readdirSync(join(scratch, 'out1/_pictures')).sort());
  }, 60_000);

  it('leave out the originals, unless a link names one', () => {
    const out = join(scratch, 'originals');
    for (const src of [PORTRAIT, SCREENSHOT]) {
      mkdirSync(join(out, src, '..'), { recursive: true });
      writeFileSync(join(out, src), 'original');
    }
    const linking = { sections: [{ type: 'button-row', buttons: [{ label: 'Full size', href: SCREENSHOT }] }] };
    removeOriginals([...documents, linking], out);
    expect([existsSync(join(out, PORTRAIT)), existsSync(join(out, SCREENSHOT))]).toEqual([false, true]);
  });
});
