import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';

/**
 * Inlining a page's critical rules (./critical-css.ts) is most of a page's build time, and its result depends only on
 * the page's HTML as given and the stylesheets it can inline from (beasties reads only `.css` files under the output
 * folder; the fonts come in as the @font-face rules those files hold). So each result is kept in a file named by a
 * hash of those, the code that inlines (ours and beasties'), and a build inlines again only a page whose HTML or CSS changed.
 * An entry a build used has its time set to the build's; `pruneCriticalCss` then removes those no build used since.
 */
export interface CriticalCssCache {
  /** The cache's folder (`.cache/critical-css/`). */
  dir: string;
  /** A hash of everything but the page: the stylesheets' bytes, the base path, the inlining code and beasties' version. */
  inputs: string;
}

/** Set BUILD_CACHE=off (or `npm run build -- --no-cache`) to inline every page afresh. */
export const cacheIsOff = (env: NodeJS.ProcessEnv = process.env) => env.BUILD_CACHE === 'off';

/** The cache for a build whose output (with its stylesheets) is in `outDir`, or none when the code cannot be hashed. */
export function criticalCssCache(dir: string, outDir: string, basePath: string): CriticalCssCache | undefined {
  const hash = createHash('sha256');
  try {
    hash.update(readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'critical-css.ts')));
    // Beasties' own code (its package exports no package.json to read a version from).
    hash.update(readFileSync(createRequire(import.meta.url).resolve('beasties')));
  } catch {
    return undefined; // the code that inlines is not readable here (a bundle): no key can name it
  }
  hash.update(`\0${basePath}\0`);
  for (const file of stylesheets(outDir))
    hash
      .update(`${relative(outDir, file)}\0`)
      .update(readFileSync(file))
      .update('\0');
  return { dir, inputs: hash.digest('hex') };
}

/** Every stylesheet under a folder, in a stable order. */
function stylesheets(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** A script's address: the page's script and Vite's module preloads. */
const SCRIPT_ADDRESS = / (src|href)="([^"]+\.js)"/g;

/**
 * The page with its scripts' addresses set aside (each a placeholder), and how to put them back. Any change to the
 * site's code renames every chunk (their names are hashes that cascade), while inlining never reads a script: without
 * this, a change to one page's text would make every page new to the cache.
 */
function withoutScriptAddresses(html: string): { page: string; restore: (inlined: string) => string } {
  const addresses: string[] = [];
  const page = html.replace(
    SCRIPT_ADDRESS,
    (_, name: string, address: string) => ` ${name}="/__script-${addresses.push(address) - 1}__.js"`,
  );
  return { page, restore: (inlined) => inlined.replace(/\/__script-(\d+)__\.js/g, (_, i: string) => addresses[Number(i)]) };
}

/** `inline`, its result taken from the cache when the same page was inlined from the same stylesheets before. */
export function cachedInlining(inline: (html: string) => Promise<string>, cache: CriticalCssCache | undefined) {
  if (!cache) return inline;
  return async (given: string): Promise<string> => {
    const { page, restore } = withoutScriptAddresses(given);
    return restore(await inlineOrReuse(inline, cache, page));
  };
}

async function inlineOrReuse(inline: (html: string) => Promise<string>, cache: CriticalCssCache, html: string): Promise<string> {
  const file = join(cache.dir, `${createHash('sha256').update(cache.inputs).update(html).digest('hex')}.html`);
  try {
    const kept = readFileSync(file, 'utf8');
    const now = new Date();
    utimesSync(file, now, now);
    return kept;
  } catch {
    // not kept yet (or pruned meanwhile by another build): inline it
  }
  const inlined = await inline(html);
  mkdirSync(cache.dir, { recursive: true });
  // Written beside and renamed, so a build reading it at the same time never sees half a page.
  const partial = `${file}.${process.pid}-${threadId}.partial`;
  writeFileSync(partial, inlined);
  renameSync(partial, file);
  return inlined;
}

/** Removes the entries no build has used since `since` (ms since the epoch): pages changed or gone. */
export function pruneCriticalCss(dir: string, since: number): number {
  let removed = 0;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0;
  }
  for (const name of names) {
    const file = join(dir, name);
    try {
      if (statSync(file).mtimeMs >= since) continue;
      rmSync(file, { force: true });
      removed++;
    } catch {
      // removed by another build meanwhile
    }
  }
  return removed;
}
