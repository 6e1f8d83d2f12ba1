/**
 * The only files the editor touches: page documents under pages/ and pictures under public/assets/.
 * A name from a request is checked as written (no "..", no absolute path, no backslash, no NUL) and then
 * where it really leads, so a link inside pages/ cannot take a write outside it.
 */
import { existsSync, lstatSync, mkdirSync, realpathSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { leadsInside } from '../../content/validation/real-paths';
import { HttpError } from './http';

export const PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'svg', 'gif'];

/** Longer names than this are no page's or picture's; the system refuses a name past 255 bytes, with a message naming the machine's path. */
export const MAX_NAME_LENGTH = 100;
/** Folders an upload may go into under public/assets/: enough to sort pictures, few enough that no path gets unwieldy. */
export const MAX_PICTURE_FOLDERS = 8;

const refused = (message: string) => new HttpError(403, message);

/** The segments of a "/"-separated relative path, refusing any that could lead out of the folder it is read in. */
function segmentsOf(path: string, name: string): string[] {
  if (path.includes('\0')) throw refused(`${name} holds a NUL character`);
  if (path.includes('\\')) throw refused(`${name} holds a backslash; write paths with "/"`);
  if (path.startsWith('/') || /^[a-z]:/i.test(path)) throw refused(`${name} must be relative to the site folder, like pages/about.json`);
  const segments = path.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw refused(`${name} must lead straight to a file, without "..", "." or empty parts`);
  }
  const long = segments.find((segment) => segment.length > MAX_NAME_LENGTH);
  if (long) throw refused(`${name} has a file or folder name longer than ${MAX_NAME_LENGTH} characters; shorten it`);
  return segments;
}

/** pages/, which must exist for a document to be read or written there. */
function pagesDir(root: string): string {
  const folder = join(root, 'pages');
  if (!existsSync(folder)) throw new HttpError(404, 'the site has no pages/ folder');
  return folder;
}

/**
 * Where the page document `file` ("pages/about.json", "pages/work/x.json", "pages/site.json") really is.
 * Refused (403) unless it is a .json file under pages/; 404 when there is no such file.
 */
export function resolveDocument(root: string, file: unknown): string {
  if (typeof file !== 'string' || !file) throw new HttpError(400, 'name the document as file=pages/<name>.json');
  const segments = segmentsOf(file, `"${file}"`);
  if (segments[0] !== 'pages' || segments.length < 2 || !file.endsWith('.json')) {
    throw refused(`"${file}" is not a page document: the editor reads and writes only pages/**/*.json`);
  }
  const path = join(root, ...segments);
  if (!leadsInside(pagesDir(root), path)) throw refused(`"${file}" leads outside pages/ through a link`);
  if (!existsSync(path)) throw new HttpError(404, `${file} does not exist`);
  const real = realpathSync(path);
  if (!statSync(real).isFile()) throw refused(`"${file}" is not a file`);
  return real;
}

/** Refuses a new page at `file` ("pages/talks/2024.json") whose name the disk would refuse, or that a link would put outside pages/. */
export function checkNewDocument(root: string, file: string): void {
  const segments = segmentsOf(file, `"${file}"`);
  if (!leadsInside(pagesDir(root), join(root, ...segments))) throw refused(`"${file}" would be written outside pages/ through a link`);
}

/**
 * The segments of a picture's address ("/assets/about/me.jpg", as pages name it), refused unless it is a
 * picture's name under /assets/. Reads nothing from the disk.
 */
export function pictureAddressSegments(address: unknown): string[] {
  if (typeof address !== 'string' || !address.startsWith('/assets/')) {
    throw refused('name the picture as path=/assets/<name>, as pages address it; pictures live under public/assets/');
  }
  const segments = segmentsOf(address.slice(1), `"${address}"`);
  const name = segments.at(-1)!;
  // "assets", the folders under it, the file.
  if (segments.length - 2 > MAX_PICTURE_FOLDERS) {
    throw refused(`"${address}" is in more than ${MAX_PICTURE_FOLDERS} folders under /assets/; put it in fewer`);
  }
  if (segments.some((segment) => segment.includes(' '))) {
    throw refused(`file names with spaces break addresses; name it ${JSON.stringify(address.replace(/ +/g, '-'))}`);
  }
  if (segments.some((segment) => !/^[\w-][\w.-]*$/.test(segment))) {
    throw refused(`"${address}": write file and folder names with letters, digits, "-", "_" and "." only`);
  }
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (!name.includes('.') || !PICTURE_EXTENSIONS.includes(extension)) {
    throw refused(`"${address}" is not a picture's name; the editor accepts ${PICTURE_EXTENSIONS.map((e) => `.${e}`).join(', ')}`);
  }
  return segments;
}

/**
 * Where the picture with these segments is to be written, its folders made; refused when a link would
 * take it outside public/assets/, or when what is there is a link or a folder rather than a file.
 */
export function pictureTarget(root: string, segments: string[]): { path: string; exists: boolean } {
  const assetsDir = join(root, 'public', 'assets');
  const address = `/${segments.join('/')}`;
  const folder = dirname(join(root, 'public', ...segments));
  mkdirSync(assetsDir, { recursive: true });
  if (!leadsInside(assetsDir, folder)) throw refused(`"${address}" leads outside public/assets/ through a link`);
  mkdirSync(folder, { recursive: true });
  const path = join(realpathSync(folder), segments.at(-1)!);
  const existing = lstatOrUndefined(path);
  if (existing && !existing.isFile()) throw refused(`"${address}" is a link or a folder, not a picture the editor may replace`);
  return { path, exists: existing !== undefined };
}

function lstatOrUndefined(path: string) {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}
