import { builtOn } from './shell-data';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, loadEnv } from 'vite';
import { serializeSearchIndexes } from './search-records';
import { published } from '../content/drafts';
import { loadSite, publicAssetExists, publicAssetReader, siteRoot } from '../content/load';
import { describeErrors } from '../content/report-formats';
import { blockStylesheets, takeManifest } from './block-stylesheets';
import { writeFeeds } from './feeds';
import { routesLastModified } from './last-modified';
import { removeOriginals, writePictures } from './picture-files';
import { darkArtworkFiles } from './dark-artwork';
import { keyScreenFiles } from '../content/case-screens';
import { prerender, type ServerEntry } from './prerender';
import { BUILD_FILE, buildStamp, stampJson } from './build-stamp';
import { describeOutputError, stagingFolder, swapIn } from './swap-output';

export { describeOutputError };

/** The storage origin the client was built to ask, read as Vite reads it (the environment, then .env files). */
function storageOrigins(root: string): string[] {
  const url = loadEnv('production', root, 'VITE_').VITE_SUPABASE_URL;
  return url ? [new URL(url).origin] : [];
}

export interface BuildOptions {
  root: string;
  outDir?: string;
  /** Extra VITE_* values baked into the client (e.g. a test storage server), or SITE_ROOT to build another copy of pages/ and public/. */
  env?: Record<string, string>;
  /** The module that renders pages on the server; tests swap in one that fails. */
  serverEntry?: string;
  /** Where the build reports on the photos it encodes (progress, then one line); console.log unless given. */
  log?: (line: string) => void;
}

/**
 * Validate, build the client and the server renderer, then write one HTML file per address,
 * the search index and the share card images (made from the same validated documents).
 * Everything is written into a fresh folder beside outDir, which replaces outDir only once
 * complete: a build that fails midway leaves the previous site as it was.
 */
export async function buildSite({ env = {}, ...options }: BuildOptions): Promise<string[]> {
  // The values hold for this build only: a later build (or test) in the same process reads its own.
  const before = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    return await runBuild(options);
  } finally {
    for (const [key, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

async function runBuild({
  root,
  outDir = 'dist',
  serverEntry = 'src/entry-server.tsx',
  log = console.log,
}: Omit<BuildOptions, 'env'>): Promise<string[]> {
  const result = loadSite(siteRoot(root));
  if (result.errors.length) throw new Error(describeErrors(result));

  const out = resolve(root, outDir);
  const staging = stagingFolder(out, outDir);
  const serverOut = resolve(root, '.cache', `server-${outDir.replace(/\W/g, '_')}`);
  const common = { root, configFile: join(root, 'vite.config.ts'), configLoader: 'runner' as const, logLevel: 'warn' as const };
  // One day for both builds, so the browser's footer says what the server wrote even across midnight.
  const stamp = buildStamp(siteRoot(root));
  const pinned = process.env.SITE_BUILT_ON;
  process.env.SITE_BUILT_ON = builtOn().iso;
  try {
    await build({ ...common, build: { outDir: staging, emptyOutDir: true, manifest: true } });
    const blockSheets = blockStylesheets(takeManifest(staging));
    await build({ ...common, build: { ssr: serverEntry, outDir: serverOut, emptyOutDir: true } });
    const entryFile = join(serverOut, basename(serverEntry).replace(/\.[jt]sx?$/, '.js'));
    const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
    const written = await prerender(entry, staging, {
      connectOrigins: storageOrigins(root),
      blockSheets,
      entryFile,
      lastModified: routesLastModified(siteRoot(root), published(result.pages)),
      stamp,
    });
    writeFileSync(join(staging, BUILD_FILE), stampJson(stamp));
    written.push(join(staging, BUILD_FILE));
    for (const { path, json } of serializeSearchIndexes(
      published(result.pages).map((page) => page.document),
      result.site?.name,
    )) {
      mkdirSync(dirname(join(staging, path)), { recursive: true });
      writeFileSync(join(staging, path), json);
      written.push(join(staging, path));
    }
    written.push(
      ...writeFeeds(
        published(result.pages).map((page) => page.document),
        entry.site,
        staging,
        entry.basePath,
      ),
    );
    if (result.site) {
      // Imported only now, as the share cards below: the heading font's module loads the theme, and with it React.
      const { writeResumeFiles } = await import('./resume-files');
      const resume = await writeResumeFiles(
        result.site,
        published(result.pages).map((page) => page.document),
        staging,
        {
          uploaded: publicAssetExists(siteRoot(root)),
          cacheDir: resolve(root, '.cache', 'resume'),
        },
      );
      written.push(...resume.written);
      if (resume.summary) log(resume.summary);
    }
    // Imported only now: it loads React, which must be the production build the server entry was loaded with
    // (React picks its build from NODE_ENV when first loaded, and the Vite build sets that to "production").
    const { writeShareCards } = await import('./share-cards');
    const documents = published(result.pages).map((page) => page.document);
    written.push(...(await writeShareCards(documents, entry.site, staging, resolve(root, '.cache', 'og'), log)));
    const readAsset = publicAssetReader(siteRoot(root));
    const pictures = await writePictures(documents, readAsset, staging, resolve(root, '.cache', 'pictures'), log);
    if (pictures.written.length > 0) log(pictures.summary);
    written.push(...pictures.written);
    // Imported only now, as the share cards: it draws with React.
    const { keyScreenFileTexts } = await import('./key-screens');
    for (const { path, text } of [...darkArtworkFiles(documents, readAsset), ...keyScreenFileTexts(keyScreenFiles(documents))]) {
      mkdirSync(dirname(join(staging, path)), { recursive: true });
      writeFileSync(join(staging, path), text);
      written.push(join(staging, path));
    }
    removeOriginals(
      result.pages.map((page) => page.document),
      staging,
    );
    swapIn(staging, out, outDir);
    return written.map((file) => join(out, file.slice(staging.length)));
  } finally {
    if (pinned === undefined) delete process.env.SITE_BUILT_ON;
    else process.env.SITE_BUILT_ON = pinned;
    rmSync(staging, { recursive: true, force: true });
    rmSync(serverOut, { recursive: true, force: true });
  }
}
