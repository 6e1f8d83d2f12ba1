import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';

/** Where the client build writes its manifest, relative to its output folder. */
const MANIFEST = join('.vite', 'manifest.json');

/** Reads the client build's manifest and removes it (and its folder) from the output: visitors have no use for it. */
export function takeManifest(outDir: string): Manifest {
  const manifest = JSON.parse(readFileSync(join(outDir, MANIFEST), 'utf8')) as Manifest;
  rmSync(join(outDir, '.vite'), { recursive: true });
  return manifest;
}

/** The "page not found" screen, whose code loads on demand like a block's (src/app/NotFound.tsx): its key among them. */
export const NOT_FOUND_SCREEN = 'src/app/NotFoundScreen.tsx';

/**
 * The stylesheets each on-demand block brings with its code, by block type (the folder under
 * src/blocks/ that holds its component), and the 404 screen's under NOT_FOUND_SCREEN: its chunk's own and those
 * of the chunks it imports, imported ones first, as Vite links them. What the first load brings (the entry's
 * sheet) is not repeated.
 */
export function blockStylesheets(manifest: Manifest): Map<string, string[]> {
  const firstLoad = new Set<string>();
  const markFirstLoad = (key: string) => {
    if (firstLoad.has(key)) return;
    firstLoad.add(key);
    manifest[key].imports?.forEach(markFirstLoad);
  };
  Object.keys(manifest)
    .filter((key) => manifest[key].isEntry)
    .forEach(markFirstLoad);

  const sheetsOf = (key: string, seen: Set<string>): string[] => {
    if (firstLoad.has(key) || seen.has(key)) return [];
    seen.add(key);
    const chunk = manifest[key];
    return [...(chunk.imports ?? []).flatMap((imported) => sheetsOf(imported, seen)), ...(chunk.css ?? [])];
  };
  const byType = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const type =
      chunk.isDynamicEntry && (chunk.src === NOT_FOUND_SCREEN ? NOT_FOUND_SCREEN : /^src\/blocks\/([^/]+)\//.exec(chunk.src ?? '')?.[1]);
    if (type) byType.set(type, sheetsOf(key, new Set()));
  }
  return byType;
}
