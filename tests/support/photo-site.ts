/**
 * The fixture site with an owner's real material, drawn at test time (no large file is committed): a 4032 × 3024
 * phone JPEG stored on its side with EXIF orientation 6 and a GPS position, as the About portrait, the second
 * carousel slide and a page's link preview; a 2880 × 1800 PNG screenshot as the first slide and a card cover.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

export const FIXTURE_SITE = join(import.meta.dirname, '../fixtures/site');
export const PORTRAIT = '/assets/photos/IMG_4032.JPG';
export const SCREENSHOT = '/assets/photos/dashboard.png';
/** The GPS position written into the phone photo, which no file the site sends may carry. */
export const GPS_LATITUDE = '51/1 2/1 4500/100';

/** Random values `width` × `height`, smoothly enlarged to the photo's size: light and shade at one scale. */
async function blobs(width: number, height: number, random: () => number): Promise<Buffer> {
  const small = Buffer.from(Array.from({ length: width * height }, () => Math.floor(random() * 256)));
  return sharp(small, { raw: { width, height, channels: 1 } })
    .resize(4032, 3024, { kernel: 'cubic' })
    .raw()
    .toBuffer();
}

/**
 * A photo-like portrait: a person in a blue shirt before a window-lit wall, with light and shade at every
 * scale and a camera's grain, so that it compresses as a photo does (a 12-megapixel JPEG of it is about 5 MB,
 * as a phone's is). Stored 4032 wide and 3024 high, on its side as the sensor holds it; EXIF orientation 6
 * says to turn it a quarter to show it upright (3024 × 4032). `seed` draws another photo.
 */
export async function phonePhoto(seed = 7): Promise<Buffer> {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const [large, middle, small] = await Promise.all([blobs(16, 12, random), blobs(126, 94, random), blobs(1008, 756, random)]);
  const [width, height] = [4032, 3024];
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      // Upright, x runs down the picture (the head at the top, x small) and y from right to left.
      const [down, across] = [x / width, 1 - y / height];
      const head = Math.hypot((down - 0.33) / 0.16, (across - 0.5) / 0.2) < 1;
      const shirt = down > 0.58 && Math.abs(across - 0.5) < 0.34 - (down - 0.58) * -0.4;
      const base = head ? [214, 170, 140] : shirt ? [52, 92, 168] : [196 - across * 60, 204 - across * 40, 214 - down * 50];
      const shade = (large[i] - 128) * 0.35 + (middle[i] - 128) * 0.25 + (small[i] - 128) * 0.15 + (random() - 0.5) * 18;
      for (let c = 0; c < 3; c += 1) pixels[i * 3 + c] = Math.min(255, Math.max(0, base[c] + shade));
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Phone', Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: GPS_LATITUDE, GPSLongitudeRef: 'W', GPSLongitude: '114/1 4/1 0/1' },
    })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** A screen capture: flat panels and text-like bars on white, 2880 × 1800, as a laptop's screenshot tool saves it. */
export async function screenshot(): Promise<Buffer> {
  const bars = Array.from(
    { length: 24 },
    (_, i) => `<rect x="${700 + (i % 2) * 900}" y="${200 + i * 60}" width="${500 + ((i * 97) % 300)}" height="22" rx="6" fill="#c9d3e6"/>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2880" height="1800">
    <rect width="2880" height="1800" fill="#ffffff"/><rect width="560" height="1800" fill="#1f2a45"/>
    <rect x="640" y="80" width="2160" height="80" rx="12" fill="#e8effe"/>${bars.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function edit(root: string, page: string, change: (document: Json) => void) {
  const file = join(root, 'pages', page);
  const document = JSON.parse(readFileSync(file, 'utf8')) as Json;
  change(document);
  writeFileSync(file, JSON.stringify(document, null, 2));
}

/** Writes the fixture site with those pictures into `root` (pages/ and public/). */
export async function writePhotoSite(root: string): Promise<void> {
  for (const dir of ['pages', 'public']) cpSync(join(FIXTURE_SITE, dir), join(root, dir), { recursive: true });
  mkdirSync(join(root, 'public/assets/photos'), { recursive: true });
  writeFileSync(join(root, 'public', PORTRAIT), await phonePhoto());
  writeFileSync(join(root, 'public', SCREENSHOT), await screenshot());
  const portrait = { src: PORTRAIT, alt: 'The owner smiling by a window, in a blue shirt' };
  edit(root, 'about.json', (document) => {
    document.sections[0].image = portrait;
    document.sections.find((section: Json) => section.type === 'card-grid').items[0].image = {
      src: SCREENSHOT,
      alt: 'The fare dashboard: a dark menu beside rows of figures',
    };
  });
  edit(root, 'home.json', (document) => {
    const slides = document.sections.find((section: Json) => section.type === 'carousel').slides;
    slides[0].image = { src: SCREENSHOT, alt: 'The fare dashboard' };
    // A photo in place of the case's screen this slide shows on the fixture site.
    delete slides[1].screen;
    slides[1].image = portrait;
  });
  edit(root, 'case-study.json', (document) => {
    document.shareImage = portrait;
  });
}
