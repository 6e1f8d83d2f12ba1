import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { messages } from '../../schema/messages';
import { isWithin, leadsInside } from './real-paths';
import { byPlace, named, validateSite, type SourceFile, type ValidationError, type ValidationResult } from './validate';

export const SITE_FILE = 'pages/site.json';

/**
 * The folder holding pages/ and public/: the project itself, or the folder the
 * SITE_ROOT environment variable names (the tests' fixture site, an owner's edited copy).
 */
export function siteRoot(projectRoot = process.cwd()): string {
  return resolve(projectRoot, process.env.SITE_ROOT || '.');
}

/** A document's text given in place of the file on disk: the owner's editor checks what it would save before saving it. */
export interface SourceOverride {
  /** Path relative to the site folder, e.g. "pages/about.json"; the file need not exist yet. */
  file: string;
  text: string;
}

export interface LoadOptions {
  override?: SourceOverride;
}

/**
 * Reads files for the validator; what cannot be read becomes an error naming the file, never a stack trace. A
 * document that is a link leading outside pages/ is not read at all, as the editor reads none (real-paths.ts).
 */
function reader(root: string, errors: ValidationError[], override?: SourceOverride) {
  const pagesDir = join(root, 'pages');
  const name = (path: string) => relative(root, path).split(sep).join('/');
  const unreadable = (path: string, error: unknown) =>
    errors.push({ file: name(path), path: [], ...named(messages.Unreadable((error as NodeJS.ErrnoException).code ?? String(error))) });

  function listJson(dir: string): string[] {
    try {
      return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return listJson(path);
        return entry.name.endsWith('.json') ? [path] : [];
      });
    } catch (error) {
      unreadable(dir, error);
      return [];
    }
  }

  function read(path: string): SourceFile | undefined {
    if (override && name(path) === override.file) return { file: override.file, text: override.text };
    if (!leadsInside(pagesDir, path)) {
      errors.push({ file: name(path), path: [], ...named(messages.LinkOutsidePages()) });
      return undefined;
    }
    try {
      return { file: name(path), text: readFileSync(path, 'utf8') };
    } catch (error) {
      unreadable(path, error);
      return undefined;
    }
  }

  return { listJson, read };
}

/** Whether "/assets/x.svg" is a file under public/: named straight (no "." or ".." parts), and there once links are followed. */
export function publicAssetExists(root: string): (path: string) => boolean {
  const publicDir = join(root, 'public');
  return (path) => {
    if (path.split('/').some((segment) => segment === '.' || segment === '..')) return false;
    const file = join(publicDir, path);
    return existsSync(file) && leadsInside(publicDir, file) && statSync(file).isFile();
  };
}

/** The bytes of "/assets/x.jpg" under public/, or undefined when it is not a file there. */
export function publicAssetReader(root: string): (path: string) => Uint8Array | undefined {
  const publicDir = join(root, 'public');
  const exists = publicAssetExists(root);
  return (path) => (exists(path) ? readFileSync(join(publicDir, path)) : undefined);
}

/** Every file under public/, as the site addresses it ("/assets/portrait.svg"). */
export function publicFiles(root: string): string[] {
  const publicDir = join(root, 'public');
  if (!existsSync(publicDir)) return [];
  return readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
    .map((file) => `/${file.split(sep).join('/')}`)
    .filter((file) => statSync(join(publicDir, file)).isFile());
}

const posixPath = (path: string) => resolve(path).split(sep).join('/');

const PROJECT_ROOT = posixPath('.');
/** The project's schemas/ folder, which every document's "$schema" must lead to (the fixture site's too). */
export const SCHEMAS_DIR = posixPath('schemas');

/** A copy of the site outside the project (a test's temporary folder) has no path to schemas/ worth checking. */
const insideProject = (root: string) => isWithin(PROJECT_ROOT, root);

/**
 * Reads pages/ and public/ under `root` and validates everything; with `override`, one document's text
 * is taken from it rather than from the disk (a page given so that is validated even when not on disk yet).
 */
export function loadSite(root: string, { override }: LoadOptions = {}): ValidationResult {
  const pagesDir = join(root, 'pages');
  if (!existsSync(pagesDir))
    return { pages: [], errors: [{ file: 'pages/', path: [], ...named(messages.MissingFolder()) }], warnings: [], factUses: {} };
  const errors: ValidationError[] = [];
  const { listJson, read } = reader(root, errors, override);
  const sitePath = resolve(root, SITE_FILE);
  const siteExists = existsSync(sitePath) || override?.file === SITE_FILE;
  if (!siteExists) errors.push({ file: SITE_FILE, path: [], ...named(messages.MissingFile()) });
  const siteFile = siteExists ? read(sitePath) : undefined;
  const overridePath = override && /^pages\/.+\.json$/.test(override.file) ? resolve(root, override.file) : undefined;
  const listed = listJson(pagesDir);
  const unlisted = overridePath && !listed.some((path) => resolve(path) === overridePath) ? [overridePath] : [];
  const pageFiles = [...listed, ...unlisted]
    .filter((path) => resolve(path) !== sitePath)
    .sort()
    .flatMap((path) => read(path) ?? []);
  const result = validateSite(siteFile, pageFiles, publicAssetExists(root), {
    assetFiles: publicFiles(root),
    fileOnDisk: (file) => posixPath(join(root, file)),
    schemasDir: insideProject(root) ? SCHEMAS_DIR : undefined,
    readAsset: publicAssetReader(root),
  });
  return { ...result, errors: [...errors, ...result.errors].sort(byPlace) };
}
