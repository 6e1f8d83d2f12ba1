/**
 * The files the build makes of the owner's photos and screenshots (src/schema/picture-variants.ts names them),
 * with sharp: turned as the EXIF orientation says, every metadata field dropped (no GPS, no camera serial),
 * resized and encoded once, then kept in a cache named by content and settings, so a rebuild encodes nothing.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { MAX_PICTURE_PIXELS } from '../../content/validation/pictures';
import { stringsIn } from '../../schema/json';
import { picturesIn, PICTURES_DIR, variantPath, type OutputFormat, type PictureVariants } from '../../schema/picture-variants';

/** AVIF at effort 2 costs about a sixth of the default's time for about 5 % more bytes (see docs/owner/pictures.md, Photos). */
const ENCODERS: Record<OutputFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9, effort: 7 }),
};

const open = (bytes: Uint8Array): Sharp => sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' }).autoOrient();

/** One file to make: a picture at one width in one format. */
interface Job {
  src: string;
  variants: PictureVariants;
  width: number;
  format: OutputFormat;
  /** Its name in the built site and in the cache ("/_pictures/portrait-3f2a9c1b07-640.avif"). */
  path: string;
}

/** Every file the documents' pictures need, each once however many pages show it. */
export function pictureJobs(documents: unknown[]): Job[] {
  const jobs = new Map<string, Job>();
  for (const { src, variants } of picturesIn(documents))
    for (const width of variants.widths)
      for (const format of variants.formats) {
        const path = variantPath(src, variants, width, format);
        jobs.set(path, { src, variants, width, format, path });
      }
  return [...jobs.values()];
}

/**
 * One file's bytes: the picture turned upright, cropped if asked, at `width`, in `format`, without metadata.
 * `picture` opens the picture upright (the original, or its pixels decoded once for all its files).
 */
export async function encodeVariant(picture: () => Sharp, job: Pick<Job, 'variants' | 'width' | 'format'>): Promise<Buffer> {
  const { crop } = job.variants;
  const height = crop && Math.round((job.width * crop.height) / crop.width);
  const resized = height
    ? picture().resize(job.width, height, { fit: 'cover', position: sharp.strategy.attention })
    : picture().resize({ width: job.width, withoutEnlargement: true });
  return ENCODERS[job.format](resized).toBuffer();
}

/** The original, upright. */
export const original = (bytes: Uint8Array) => () => open(bytes);

/** The picture's pixels, upright and at most `width` wide, decoded once: a 12-megapixel photo has many files to make. */
async function decodedOnce(bytes: Uint8Array, width: number): Promise<() => Sharp> {
  const { data, info } = await open(bytes).resize({ width, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  return () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

/** The colour a picture's box shows until the picture arrives: its dominant one, or none if it is see-through. */
export async function placeholderOf(bytes: Uint8Array): Promise<string | undefined> {
  const { dominant, isOpaque } = await open(bytes).resize(64, 64, { fit: 'inside' }).stats();
  if (!isOpaque) return undefined;
  return `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** A cache that builds running side by side may share: each file is renamed into place whole. */
function cached(cacheDir: string) {
  mkdirSync(cacheDir, { recursive: true });
  const file = (name: string) => join(cacheDir, name);
  return {
    file,
    has: (name: string) => existsSync(file(name)),
    put(name: string, bytes: Uint8Array | string) {
      const partial = `${file(name)}.${process.pid}.tmp`;
      writeFileSync(partial, bytes);
      renameSync(partial, file(name));
    },
  };
}

/** Adds `placeholder` to every picture in a document, from the cache when it has it. Returns a changed copy. */
export async function withPlaceholders<T>(document: T, read: (src: string) => Uint8Array | undefined, cacheDir: string): Promise<T> {
  const copy = structuredClone(document);
  const cache = cached(cacheDir);
  for (const { src, variants } of picturesIn(copy)) {
    const name = `${variants.hash}.placeholder`;
    if (!cache.has(name)) {
      const bytes = read(src);
      if (!bytes) continue;
      cache.put(name, (await placeholderOf(bytes)) ?? '');
    }
    const colour = readFileSync(cache.file(name), 'utf8');
    if (colour) variants.placeholder = colour;
  }
  return copy;
}

/** The file at `path` ("/_pictures/…") if a document's picture names it, from the cache or made now (the dev server). */
export async function pictureFile(
  documents: unknown[],
  read: (src: string) => Uint8Array | undefined,
  cacheDir: string,
  path: string,
): Promise<{ bytes: Buffer; format: OutputFormat } | undefined> {
  const job = pictureJobs(documents).find((candidate) => candidate.path === path);
  const bytes = job && read(job.src);
  if (!job || !bytes) return undefined;
  const cache = cached(cacheDir);
  const name = path.slice(`/${PICTURES_DIR}/`.length);
  if (!cache.has(name)) cache.put(name, await encodeVariant(original(bytes), job));
  return { bytes: readFileSync(cache.file(name)), format: job.format };
}

export interface PictureReport {
  /** The files written, under outDir. */
  written: string[];
  /** One line: pictures, files encoded and from the cache, bytes of the originals and of what the site sends. */
  summary: string;
}

const megabytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} kB`);

/**
 * Makes every file the documents' pictures need under outDir/_pictures/, encoding only those the cache lacks,
 * a picture at a time (sharp spreads each file over the cores). `progress` hears of each picture encoded.
 */
export async function writePictures(
  documents: unknown[],
  read: (src: string) => Uint8Array | undefined,
  outDir: string,
  cacheDir: string,
  progress: (line: string) => void = () => {},
): Promise<PictureReport> {
  const cache = cached(cacheDir);
  const jobs = pictureJobs(documents);
  const name = (job: Job) => job.path.slice(`/${PICTURES_DIR}/`.length);
  const bySource = new Map<string, Job[]>();
  for (const job of jobs) bySource.set(job.src, [...(bySource.get(job.src) ?? []), job]);
  const toEncode = [...bySource].filter(([, its]) => its.some((job) => !cache.has(name(job))));
  let encoded = 0;
  for (const [index, [src, its]] of toEncode.entries()) {
    progress(`encoding ${src} (${index + 1} of ${toEncode.length})`);
    const bytes = read(src)!;
    const missing = its.filter((job) => !cache.has(name(job)));
    const widest = Math.max(...missing.map((job) => job.width));
    const pixels = missing.some((job) => !job.variants.crop) ? await decodedOnce(bytes, widest) : original(bytes);
    await Promise.all(
      missing.map(async (job) => {
        cache.put(name(job), await encodeVariant(job.variants.crop ? original(bytes) : pixels, job));
        encoded += 1;
      }),
    );
  }
  const written: string[] = [];
  for (const job of jobs) {
    const file = join(outDir, job.path);
    mkdirSync(dirname(file), { recursive: true });
    copyFileSync(cache.file(name(job)), file);
    written.push(file);
  }
  const before = [...bySource.keys()].reduce((sum, src) => sum + (read(src)?.length ?? 0), 0);
  const after = written.reduce((sum, file) => sum + statSync(file).size, 0);
  const summary =
    `Pictures: ${bySource.size} photo${bySource.size === 1 ? '' : 's'}, ${jobs.length} file${jobs.length === 1 ? '' : 's'} ` +
    `(${encoded} encoded, ${jobs.length - encoded} from cache), ${megabytes(before)} → ${megabytes(after)}.`;
  return { written, summary };
}

/**
 * The originals of the photos the build re-encoded, removed from the built site: a page shows the encoded
 * files, and an original carries what they drop (GPS position, camera serial). One that a link names (a
 * download of the full photo) stays.
 */
export function removeOriginals(documents: unknown[], outDir: string): void {
  const sources = new Set(picturesIn(documents).map(({ src }) => src));
  const linked = new Set<string>();
  for (const [text, path] of stringsIn(documents))
    for (const src of sources) if (text.includes(src) && path.at(-1) !== 'src') linked.add(src);
  for (const src of sources) {
    if (linked.has(src)) continue;
    rmSync(join(outDir, src), { force: true });
    // A folder that held only photos goes with them.
    const folder = dirname(join(outDir, src));
    if (existsSync(folder) && readdirSync(folder).length === 0) rmSync(folder, { recursive: true });
  }
}
