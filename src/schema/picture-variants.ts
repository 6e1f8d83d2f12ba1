// The files the build makes of a photo or screenshot, and their addresses: one module for the schema (which
// records them in the validated document), the pages (which name them in <picture>) and the encoder (which
// writes them), so the three cannot disagree. Zod-free: the browser imports it.

import { BUILD_FOLDERS } from './build-output';
import { isJsonObject, walkJson } from './json';

/** Bump when the encoder's settings change: every picture's address changes with it, so no cache keeps an old file. */
export const ENCODER_VERSION = 1;

export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export const MIME_TYPES: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const EXTENSIONS: Record<OutputFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

/** The size Open Graph and X's large summary card expect (1.91:1): the share cards, and any page's own picture for them. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** Where the encoded files go in the built site. */
export const PICTURES_DIR = BUILD_FOLDERS.pictures;

/**
 * Where a block draws its pictures. `sizes` is the <img sizes> attribute: how wide the picture draws at each
 * viewport width, so the browser picks a file before the layout is known. `phone` is how wide it draws on a
 * 390px phone, the commonest width. `widest` is the most pixels any visitor needs: the larger of its widest on a
 * phone × 3 and its widest elsewhere × 2 (device pixel ratios).
 */
export interface PictureSlot {
  sizes: string;
  phone: number;
  widest: number;
}

/** What the build makes of one picture in one place: recorded in the validated document, read by the page. */
export interface PictureVariants {
  /** The file's content and the encoder's version, hashed: a new photo under the same name is a new address. */
  hash: string;
  /** Widths of the files, narrowest first; never wider than the original. */
  widths: number[];
  /** The formats, best first; the last is the fallback every browser shows. */
  formats: OutputFormat[];
  /** A fixed shape the picture is cropped to (link previews: 1200 × 630), its height at the first width. */
  crop?: { width: number; height: number };
  /** The picture's dominant colour ("#8a9bb0"), shown in its box until it arrives; none for a see-through picture. */
  placeholder?: string;
}

/** Steps for the widths between: a browser picks the narrowest file at least as wide as it needs, or nearly. */
const STEPS = [320, 640, 960, 1280, 1600, 1920];

/**
 * The widths of a picture `original` pixels wide in `slot`: exactly what a 390px phone needs at 2× and 3×, the
 * steps between (less one within a tenth of those), and the slot's widest; none wider than the original.
 */
export function ladder(original: number, slot: Pick<PictureSlot, 'phone' | 'widest'>): number[] {
  const top = Math.min(original, slot.widest);
  const phone = [slot.phone * 2, slot.phone * 3];
  const steps = STEPS.filter((step) => phone.every((width) => Math.abs(step / width - 1) > 0.1));
  return [...new Set([...steps, ...phone, top].filter((width) => width <= top))].sort((a, b) => a - b);
}

/** "/assets/about/portrait.jpg" → "portrait": the file's own name, kept in its addresses for people reading them. */
function stem(src: string): string {
  const name = src.slice(src.lastIndexOf('/') + 1);
  return name
    .slice(0, name.lastIndexOf('.'))
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');
}

/** The address of one file: "/_pictures/portrait-3f2a9c1b07-640.avif", "…-1200x630.jpg" when cropped. */
export function variantPath(src: string, variants: PictureVariants, width: number, format: OutputFormat): string {
  const height = variants.crop && Math.round((width * variants.crop.height) / variants.crop.width);
  return `/${PICTURES_DIR}/${stem(src)}-${variants.hash}-${width}${height ? `x${height}` : ''}.${EXTENSIONS[format]}`;
}

/** Every object in a validated document that names files to make, wherever it sits. */
export function picturesIn(value: unknown): { src: string; variants: PictureVariants }[] {
  const found: { src: string; variants: PictureVariants }[] = [];
  walkJson(value, (item) => {
    if (isJsonObject(item) && typeof item.src === 'string' && item.variants) found.push(item as { src: string; variants: PictureVariants });
  });
  return found;
}
