/**
 * What the validator reads of a picture a page names: its format from its bytes (not its name), its size as
 * it shows (after a photo's EXIF orientation), and what would make it fail on the site. Synchronous, headers
 * only: a phone photo of 5 MB costs a read, not a decode.
 */
import { createHash } from 'node:crypto';
import { imageSize } from 'image-size';
import { messages, type Message } from '../../schema/messages';
import { ENCODER_VERSION } from '../../schema/picture-variants';
import { svgProblem } from './svg-check';

/** A decompression-bomb guard, and the size no page picture needs: a 50 MP photo is 8660 × 5773. */
export const MAX_PICTURE_PIXELS = 50_000_000;
export const MAX_PICTURE_BYTES = 40 * 1024 * 1024;

export type PictureFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'svg';
type Sniffed = PictureFormat | 'heic' | 'pdf';

/** Room for 62 brands in a file-type box; real files list two to eight. */
const FTYP_MAX_BYTES = 256;

/** What a file holds, read from its first bytes. */
export function sniff(bytes: Uint8Array): Sniffed | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 4) === 'GIF8') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(0, 5) === '%PDF-') return 'pdf';
  if (ascii(4, 8) === 'ftyp') {
    // The major brand and the compatible ones: AVIF says avif or avis; an iPhone's HEIC says heic, heix or mif1 alone.
    // Read within the box as far as FTYP_MAX_BYTES: the size is the file's to claim, and a claim of 4 GB is no reason to read it all.
    const size = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), bytes.length, FTYP_MAX_BYTES);
    const brands = Array.from({ length: Math.max(0, (size - 8) / 4) }, (_, i) => ascii(8 + i * 4, 12 + i * 4));
    if (brands.some((b) => b === 'avif' || b === 'avis')) return 'avif';
    if (brands.some((b) => ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(b))) return 'heic';
    return undefined;
  }
  // A DOCTYPE may hold declarations in [ ]; the SVG check refuses them, naming them, once the file is known for an SVG.
  const svgStart = /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)?<svg[\s>]/i;
  if (svgStart.test(ascii(0, Math.min(bytes.length, 4096)))) return 'svg';
  return undefined;
}

const EXTENSIONS: Record<PictureFormat, string[]> = {
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  webp: ['webp'],
  avif: ['avif'],
  gif: ['gif'],
  svg: ['svg'],
};
const NAMES: Record<Sniffed, string> = {
  jpeg: 'a JPEG picture',
  png: 'a PNG picture',
  webp: 'a WebP picture',
  avif: 'an AVIF picture',
  gif: 'a GIF picture',
  svg: 'an SVG drawing',
  heic: 'a HEIC photo',
  pdf: 'a PDF document',
};

/** A JPEG ends with its end-of-image marker and a PNG with its IEND chunk; a cut-short copy has neither. */
function truncated(format: PictureFormat, bytes: Uint8Array): boolean {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end -= 1; // some cameras pad the file with zeros
  if (format === 'jpeg') return !(bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9);
  if (format === 'png') return String.fromCharCode(...bytes.subarray(end - 8, end - 4)) !== 'IEND';
  return false;
}

export type PictureCheck =
  { problem: Message } | { format: PictureFormat; raster: boolean; width?: number; height?: number; hash?: string };

/** The formats the build re-encodes at the sizes pages need; an SVG is drawn as it is, and so is a GIF (it may move). */
const ENCODED: PictureFormat[] = ['jpeg', 'png', 'webp', 'avif'];

/** The file's content and the encoder's settings, hashed: the address and cache name of what the build makes of it. */
export const pictureHash = (bytes: Uint8Array) =>
  createHash('sha256').update(`${ENCODER_VERSION}:`).update(bytes).digest('hex').slice(0, 10);

/**
 * Checks the picture at `path` ("/assets/about/portrait.jpg") whose bytes are given: every problem that would
 * break it on the site, else its format and its size as it shows (width and height swapped for a photo taken
 * on its side).
 */
export function checkPicture(path: string, bytes: Uint8Array): PictureCheck {
  const file = `public${path}`;
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  if (bytes.length === 0) return { problem: messages.EmptyPicture(file) };
  if (bytes.length > MAX_PICTURE_BYTES)
    return {
      problem: messages.PictureTooLarge(file, `${(bytes.length / 1024 / 1024).toFixed(0)} MB`, MAX_PICTURE_PIXELS, MAX_PICTURE_BYTES),
    };
  const format = sniff(bytes);
  if (format === 'heic') return { problem: messages.HeicPicture(file) };
  if (!format || format === 'pdf')
    return { problem: messages.NotAPicture(file, format ? NAMES[format] : 'no picture format this site knows') };
  if (!EXTENSIONS[format].includes(extension)) {
    const renamed = `${path.slice(0, path.lastIndexOf('.') + 1)}${EXTENSIONS[format][0]}`;
    return { problem: messages.PictureNamedWrong(file, NAMES[format], extension, renamed) };
  }
  if (format === 'svg') {
    const refused = svgProblem(bytes);
    if (refused && 'unsafe' in refused) return { problem: messages.UnsafeSvg(file, refused.unsafe) };
    if (refused) return { problem: messages.SvgNotWellFormed(file, refused.malformed) };
  }
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch (error) {
    // A drawing may leave its size to the page; a raster file without one is damaged.
    if (format === 'svg') return { format, raster: false };
    return { problem: messages.CorruptPicture(file, (error as Error).message) };
  }
  if (size.width * size.height > MAX_PICTURE_PIXELS)
    return {
      problem: messages.PictureTooLarge(file, `${size.width} × ${size.height} pixels`, MAX_PICTURE_PIXELS, MAX_PICTURE_BYTES),
    };
  if (truncated(format, bytes)) return { problem: messages.CorruptPicture(file, 'the file ends before the picture does') };
  // EXIF orientations 5 to 8 turn the picture a quarter: the stored width is the shown height.
  const turned = (size.orientation ?? 1) >= 5;
  return {
    format,
    raster: format !== 'svg',
    width: turned ? size.height : size.width,
    height: turned ? size.width : size.height,
    ...(ENCODED.includes(format) && { hash: pictureHash(bytes) }),
  };
}

/** checkPicture over files read once each, however many pages name them; `read` gives undefined for no such file. */
export function pictureChecker(read: ((path: string) => Uint8Array | undefined) | undefined) {
  const seen = new Map<string, PictureCheck | undefined>();
  return (path: string): PictureCheck | undefined => {
    if (!read) return undefined;
    if (!seen.has(path)) {
      const bytes = read(path);
      seen.set(path, bytes && checkPicture(path, bytes));
    }
    return seen.get(path);
  };
}
