import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { validateSite, type SourceFile, type ValidationResult } from './validate';

export const SITE_FILE = 'pages/site.json';

/**
 * The folder holding pages/ and public/: the project itself, or the folder the
 * SITE_ROOT environment variable names (the tests' fixture site, an owner's edited copy).
 */
export function siteRoot(projectRoot = process.cwd()): string {
  return resolve(projectRoot, process.env.SITE_ROOT || '.');
}

function listJson(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listJson(path);
    return entry.name.endsWith('.json') ? [path] : [];
  });
}

function readSource(root: string, path: string): SourceFile {
  return { file: relative(root, path).split(sep).join('/'), text: readFileSync(path, 'utf8') };
}

/** Whether "/assets/x.svg" is a file under public/. */
export function publicAssetExists(root: string): (path: string) => boolean {
  const publicDir = join(root, 'public');
  return (path) => {
    const file = join(publicDir, path);
    return file.startsWith(publicDir) && existsSync(file) && statSync(file).isFile();
  };
}

/** Reads pages/ and public/ under `root` and validates everything. */
export function loadSite(root: string): ValidationResult {
  const pagesDir = join(root, 'pages');
  const pageFiles = listJson(pagesDir)
    .filter((path) => resolve(path) !== resolve(root, SITE_FILE))
    .sort()
    .map((path) => readSource(root, path));
  return validateSite(readSource(root, join(root, SITE_FILE)), pageFiles, publicAssetExists(root));
}
