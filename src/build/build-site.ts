import { builtOn } from './prerender/shell-data';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, loadEnv } from 'vite';
import { serializeSearchIndexes } from './feeds-and-search/search-records';
import { published } from '../content/editing/drafts';
import { loadSite, publicAssetExists, publicAssetReader, siteRoot } from '../content/validation/load';
import { describeErrors } from '../content/validation/report-formats';
import { blockStylesheets, takeManifest } from './prerender/block-stylesheets';
import { writeFeeds } from './feeds-and-search/feeds';
import { routesLastModified } from './feeds-and-search/last-modified';
import { removeOriginals, writePictures } from './assets/picture-files';
import { darkArtworkFiles } from './assets/dark-artwork';
import { keyScreenFiles } from '../content/derivation/case-screens';
import { prerender, type ServerEntry } from './prerender/prerender';
import { BUILD_FILE, buildStamp, stampJson } from './prerender/build-stamp';
import { describeOutputError, stagingFolder, swapIn } from './swap-output';
import { cacheIsOff, pruneCriticalCss } from './prerender/critical-css-cache';
import { stepTimer } from './step-timer';
import { inlineFirstDrawings } from './first-drawing';

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
  const started = Date.now();
  const step = stepTimer(log);
  const result = loadSite(siteRoot(root));
  if (result.errors.length) throw new Error(describeErrors(result));
  step('validate');

  const out = resolve(root, outDir);
  const staging = stagingFolder(out, outDir);
  // What builds keep between them (the photos', share cards', résumé's and critical rules' caches): the project's
  // .cache/, or BUILD_CACHE_DIR (a host that restores its own, as the deploy workflow does with actions/cache).
  const cacheRoot = process.env.BUILD_CACHE_DIR ? resolve(process.env.BUILD_CACHE_DIR) : resolve(root, '.cache');
  const criticalCssDir = join(cacheRoot, 'critical-css');
  // The server bundle stays in the project, whatever the cache: it imports the packages in its node_modules/.
  const serverOut = resolve(root, '.cache', `server-${outDir.replace(/\W/g, '_')}`);
  const common = { root, configFile: join(root, 'vite.config.ts'), configLoader: 'runner' as const, logLevel: 'warn' as const };
  // One day for both builds, so the browser's footer says what the server wrote even across midnight.
  const stamp = buildStamp(siteRoot(root));
  const pinned = process.env.SITE_BUILT_ON;
  process.env.SITE_BUILT_ON = builtOn().iso;
  try {
    // The sitemap's dates are git's, a process per page: asked while the bundles build.
    const lastModified = routesLastModified(siteRoot(root), published(result.pages));
    // The browser's bundle and the server's share nothing: built together, one's waits (files, plugins) fill the other's.
    await Promise.all([
      build({ ...common, build: { outDir: staging, emptyOutDir: true, manifest: true } }),
      build({ ...common, build: { ssr: serverEntry, outDir: serverOut, emptyOutDir: true } }),
    ]);
    step('client and server bundles');
    const blockSheets = blockStylesheets(takeManifest(staging));
    const entryFile = join(serverOut, basename(serverEntry).replace(/\.[jt]sx?$/, '.js'));
    const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
    const written = await prerender(entry, staging, {
      connectOrigins: storageOrigins(root),
      blockSheets,
      entryFile,
      lastModified: await lastModified,
      cacheDir: cacheIsOff() ? undefined : criticalCssDir,
    });
    // What no page used this time is gone (a changed page's or stylesheet's earlier rules). The margin spares
    // a file system that keeps times to the second.
    if (!cacheIsOff()) pruneCriticalCss(criticalCssDir, started - 2_000);
    step('prerender');
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
    step('search index and feeds');
    if (result.site) {
      // Imported only now, as the share cards below: the heading font's module loads the theme, and with it React.
      const { writeResumeFiles } = await import('./assets/resume-files');
      const resume = await writeResumeFiles(
        result.site,
        published(result.pages).map((page) => page.document),
        staging,
        {
          uploaded: publicAssetExists(siteRoot(root)),
          cacheDir: join(cacheRoot, 'resume'),
          lastModified: await lastModified,
        },
      );
      written.push(...resume.written);
      if (resume.summary) log(resume.summary);
      step('résumé');
    }
    // Imported only now: it loads React, which must be the production build the server entry was loaded with
    // (React picks its build from NODE_ENV when first loaded, and the Vite build sets that to "production").
    const { writeShareCards } = await import('./assets/share-cards');
    const documents = published(result.pages).map((page) => page.document);
    written.push(...(await writeShareCards(documents, entry.site, staging, join(cacheRoot, 'og'), log)));
    step('share cards');
    const readAsset = publicAssetReader(siteRoot(root));
    const pictures = await writePictures(documents, readAsset, staging, join(cacheRoot, 'pictures'), log);
    if (pictures.written.length > 0) log(pictures.summary);
    written.push(...pictures.written);
    step('pictures');
    // Imported only now, as the share cards: it draws with React.
    const { keyScreenFileTexts } = await import('./assets/key-screens');
    for (const { path, text } of [...darkArtworkFiles(documents, readAsset), ...keyScreenFileTexts(keyScreenFiles(documents))]) {
      mkdirSync(dirname(join(staging, path)), { recursive: true });
      writeFileSync(join(staging, path), text);
      written.push(join(staging, path));
    }
    removeOriginals(
      result.pages.map((page) => page.document),
      staging,
    );
    step('drawings and key screens');
    // Last: it measures each page as sent, and needs the drawings written.
    await inlineFirstDrawings(staging, entry.basePath);
    step('first-screen drawings');
    swapIn(staging, out, outDir);
    return written.map((file) => join(out, file.slice(staging.length)));
  } finally {
    if (pinned === undefined) delete process.env.SITE_BUILT_ON;
    else process.env.SITE_BUILT_ON = pinned;
    rmSync(staging, { recursive: true, force: true });
    rmSync(serverOut, { recursive: true, force: true });
  }
}
