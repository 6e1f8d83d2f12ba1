import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the disk is read-only',
  ENOSPC: 'the disk is full',
  EBUSY: 'it is in use',
};

/** A file-system failure on the output folder as one line for the person building; other errors stay as they are. */
export function describeOutputError(error: unknown, outDir: string): Error | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code && code in REASONS ? new Error(`Cannot write the site to ${outDir}: ${REASONS[code]} (${code}).`) : undefined;
}

function plainly<T>(outDir: string, step: () => T): T {
  try {
    return step();
  } catch (error) {
    throw describeOutputError(error, outDir) ?? error;
  }
}

/**
 * An empty folder beside `out` to build into. Beside it, not in the system's temp folder,
 * so that moving it into place is a rename within one file system. A missing parent is made, as the output
 * folder would have been.
 */
export function stagingFolder(out: string, outDir: string): string {
  if (existsSync(out) && !statSync(out).isDirectory()) {
    throw new Error(`${outDir} is a file, not a folder: move it away or build into another folder.`);
  }
  return plainly(outDir, () => {
    mkdirSync(dirname(out), { recursive: true });
    return mkdtempSync(`${out}.building-`);
  });
}

/**
 * Puts the finished build at `out`. Two renames: the old folder steps aside, the new one
 * takes its name; only between them (microseconds) is there no site. Should the second
 * fail, the old folder goes back.
 */
export function swapIn(staging: string, out: string, outDir: string) {
  plainly(outDir, () => {
    if (!existsSync(out)) return renameSync(staging, out);
    const old = `${staging}.old`;
    renameSync(out, old);
    try {
      renameSync(staging, out);
    } catch (error) {
      renameSync(old, out);
      throw error;
    }
  });
  try {
    rmSync(`${staging}.old`, { recursive: true, force: true });
  } catch {
    // The new site is in place; a leftover copy of the old one is untidy, not a failure.
    console.warn(`Could not remove the previous build, left at ${staging}.old`);
  }
}
