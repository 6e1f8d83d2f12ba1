import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../schema/messages';
import { checkPicture, pictureHash, sniff } from './pictures';
import { formatError, validateSite } from './validate';

/** A photo as a phone stores it: pixels wider than tall, and an EXIF orientation saying "turn a quarter" (6). */
const phonePhoto = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3b6fd8' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
const png = (width = 32, height = 20) =>
  sharp({ create: { width, height, channels: 4, background: '#fff' } })
    .png()
    .toBuffer();

/** A PNG whose header claims a size; its pixels are never read, as a decompression bomb's are not. */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    return Buffer.concat([length, Buffer.from(type), data, Buffer.alloc(4)]);
  };
  return Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), chunk('IHDR', ihdr), chunk('IEND', Buffer.alloc(0))]);
}

/** The start of an iPhone HEIC file: its ftyp box names the heic and mif1 brands. */
const heic = () => Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')]);

let photo: Buffer;
beforeAll(async () => {
  photo = await phonePhoto();
});

describe('a picture file', () => {
  it('is known by its bytes, whatever its name', async () => {
    expect(sniff(photo)).toBe('jpeg');
    expect(sniff(await png())).toBe('png');
    expect(
      sniff(
        await sharp(await png())
          .webp()
          .toBuffer(),
      ),
    ).toBe('webp');
    expect(
      sniff(
        await sharp(await png())
          .avif({ effort: 0 })
          .toBuffer(),
      ),
    ).toBe('avif');
    expect(sniff(heic())).toBe('heic');
    expect(sniff(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(sniff(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
  });

  it("reads a file-type box's brands within its first bytes, whatever size the box claims", () => {
    // A 30 MB file whose box claims 4 GB: the brands past the first 256 bytes are not read.
    const box = (brandAt: number) => {
      const bytes = Buffer.alloc(30 * 1024 * 1024);
      bytes.writeUInt32BE(0xffffffff, 0);
      bytes.write('ftypisom', 4, 'latin1');
      bytes.write('avif', brandAt, 'latin1');
      return bytes;
    };
    expect(sniff(box(12))).toBe('avif');
    expect(sniff(box(252))).toBe('avif');
    expect(sniff(box(1024))).toBeUndefined();
  });

  it('has the size it shows: a phone photo taken upright is taller than wide, whatever its pixels say', () => {
    expect(checkPicture('/assets/IMG_1234.JPG', photo)).toEqual({
      format: 'jpeg',
      raster: true,
      width: 48,
      height: 64,
      hash: pictureHash(photo),
    });
  });

  it.each([
    ['an empty file', '/assets/empty.jpg', () => Buffer.alloc(0), '"public/assets/empty.jpg" is empty (0 bytes)'],
    ['a PDF named as a picture', '/assets/cv.jpg', () => Buffer.from('%PDF-1.7\n%…'), 'is not a picture: it holds a PDF document'],
    ['a PNG named .jpg', '/assets/shot.jpg', png, 'holds a PNG picture but is named .jpg; rename it to "/assets/shot.png"'],
    ['a JPEG named .png', '/assets/photo.png', phonePhoto, 'holds a JPEG picture but is named .png; rename it to "/assets/photo.jpg"'],
    ['an iPhone HEIC photo', '/assets/IMG_0001.jpg', heic, 'is an iPhone HEIC photo, which most browsers cannot show; export it as JPEG'],
    [
      'a picture over 50 megapixels',
      '/assets/huge.png',
      () => pngHeader(10_000, 6_000),
      'is 10000 × 6000 pixels; a picture may have at most 50 megapixels and 40 MB',
    ],
    ['a file over 40 MB', '/assets/raw.jpg', () => Buffer.alloc(41 * 1024 * 1024, 1), 'is 41 MB; a picture may have at most 50 megapixels'],
    [
      'a JPEG cut short',
      '/assets/cut.jpg',
      async () => {
        const whole = await phonePhoto(400, 300);
        return whole.subarray(0, Math.floor(whole.length * 0.9));
      },
      'is cut short or damaged (the file ends before the picture does)',
    ],
    ['a damaged PNG', '/assets/bad.png', () => Buffer.from('\x89PNG\r\n\x1a\nnot a header', 'latin1'), 'is cut short or damaged'],
    [
      'an SVG with a script',
      '/assets/x.svg',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'holds a <script> element at line 1',
    ],
    [
      'an SVG with an event handler',
      '/assets/x.svg',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'holds an event-handler attribute onload="alert(1)" on <svg>',
    ],
    [
      'an SVG with a javascript: address',
      '/assets/x.svg',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><text>x</text></a></svg>'),
      'holds an address href="javascript:alert(1)" on <a>',
    ],
    [
      'an SVG that loads from another host',
      '/assets/x.svg',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/p.png"/></svg>'),
      'holds an address href="https://tracker.example/p.png" on <image>',
    ],
    [
      'an SVG that is not well-formed XML',
      '/assets/x.svg',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>'),
      'is not well-formed XML (line 1, column 49: unexpected close tag); a browser shows nothing of such an SVG',
    ],
  ])('is refused when it is %s, with a message naming the file', async (_what, path, make, message) => {
    const check = checkPicture(path, await make());
    expect(check).toEqual({ problem: expect.objectContaining({ text: expect.stringContaining(message) }) });
    expect((check as { problem: Message }).problem.text).toContain(`"public${path}"`);
  });

  it('may be a plain SVG drawing, which names the SVG namespace and no other host', () => {
    const drawing = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 60"><rect width="80" height="60"/></svg>');
    expect(checkPicture('/assets/drawing.svg', drawing)).toEqual({ format: 'svg', raster: false, width: 80, height: 60 });
  });
});

describe('a page naming a photo', () => {
  const root = join(import.meta.dirname, '../../..');
  const site = { file: 'pages/site.json', text: readFileSync(join(root, 'tests/fixtures/site/pages/site.json'), 'utf8') };
  const page = (image: object) => ({
    file: 'pages/photo.json',
    text: JSON.stringify({
      $schema: '../schemas/page.schema.json',
      route: '/photo',
      title: 'Photo',
      description: 'A page with a photo in its header.',
      sections: [{ type: 'page-header', heading: 'A photo', body: ['The portrait beside this text is a phone photo.'], image }],
    }),
  });
  const validate = (image: object, files: Record<string, Uint8Array>) =>
    validateSite(site, [page(image)], (path) => path in files, { readAsset: (path) => files[path] });

  it('takes its width and height from the file when the document leaves them out', () => {
    const result = validate({ src: '/assets/IMG_1234.JPG', alt: 'Portrait' }, { '/assets/IMG_1234.JPG': photo });
    expect(result.errors.filter((e) => e.file === 'pages/photo.json').map(formatError)).toEqual([]);
    const header = result.pages[0].document.sections[0] as { image: { width: number; height: number } };
    expect(header.image).toMatchObject({ width: 48, height: 64 });
  });

  it('keeps one given side and scales the other by the file', () => {
    const result = validate({ src: '/assets/p.jpg', alt: 'Portrait', width: 300 }, { '/assets/p.jpg': photo });
    const header = result.pages[0].document.sections[0] as { image: { width: number; height: number } };
    expect(header.image).toMatchObject({ width: 300, height: 400 });
  });

  it('refuses a width and height of another shape, naming the file’s real size', () => {
    const result = validate({ src: '/assets/p.jpg', alt: 'Portrait', width: 640, height: 480 }, { '/assets/p.jpg': photo });
    expect(result.errors.map(formatError)).toContainEqual(
      expect.stringMatching(
        /^pages\/photo\.json:1:\d+ sections\[0\]\.image\.width: width × height 640 × 480 is not the picture's shape: the file is 48 × 64 as it shows; .* \[PictureSizeMismatch\]$/,
      ),
    );
  });

  it('reports a broken file at the picture’s "src", with the page and field', () => {
    const result = validate({ src: '/assets/empty.jpg', alt: 'Portrait' }, { '/assets/empty.jpg': new Uint8Array() });
    expect(result.errors.map(formatError)).toContainEqual(
      expect.stringMatching(
        /^pages\/photo\.json:1:\d+ sections\[0\]\.image\.src: "public\/assets\/empty\.jpg" is empty \(0 bytes\) \[EmptyPicture\]$/,
      ),
    );
  });

  it('refuses a file name with spaces, giving the rename', () => {
    const result = validate({ src: '/assets/My Photo.jpg', alt: 'Portrait' }, { '/assets/My Photo.jpg': photo });
    expect(result.errors.map(formatError)).toContainEqual(expect.stringContaining('rename the file to "/assets/My-Photo.jpg"'));
  });

  it('needs a size for an SVG that gives none', () => {
    const result = validate(
      { src: '/assets/d.svg', alt: 'Drawing' },
      { '/assets/d.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    );
    expect(result.errors.map(formatError)).toContainEqual(expect.stringContaining('[PictureSizeUnknown]'));
  });
});
