import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** A file whose name is already taken, when writing without replacing. */
export class FileExists extends Error {}

/**
 * Writes `data` to `path` through a temporary file beside it, so that the dev server's watcher, the build or
 * a crash never sees half a file. With `replace: false` an existing file is left alone (FileExists).
 */
export function writeAtomically(path: string, data: string | Uint8Array, { replace = true } = {}): void {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
  const mode = existsSync(path) ? statSync(path).mode & 0o777 : undefined;
  writeFileSync(temp, data, { flag: 'wx', mode });
  try {
    if (replace) renameSync(temp, path);
    else {
      // A hard link fails when the name is taken, where a rename would replace the file.
      linkSync(temp, path);
      rmSync(temp);
    }
  } catch (error) {
    rmSync(temp, { force: true });
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new FileExists(`${basename(path)} already exists`);
    throw error;
  }
}
