import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { loadSite, siteRoot } from '../content/load';
import { describeErrors } from '../content/vite-plugin';
import { prerender, type ServerEntry } from './prerender';

export interface BuildOptions {
  root: string;
  outDir?: string;
  /** Extra VITE_* values baked into the client (e.g. a test storage server), or SITE_ROOT to build another copy of pages/ and public/. */
  env?: Record<string, string>;
}

/** Validate, build the client and the server renderer, then write one HTML file per address. */
export async function buildSite({ root, outDir = 'dist', env = {} }: BuildOptions): Promise<string[]> {
  Object.assign(process.env, env);
  const result = loadSite(siteRoot(root));
  if (result.errors.length) throw new Error(describeErrors(result));

  const out = resolve(root, outDir);
  const serverOut = resolve(root, '.cache', `server-${outDir.replace(/\W/g, '_')}`);
  const common = { root, configFile: join(root, 'vite.config.ts'), configLoader: 'runner' as const, logLevel: 'warn' as const };
  await build({ ...common, build: { outDir: out, emptyOutDir: true } });
  await build({ ...common, build: { ssr: 'src/entry-server.tsx', outDir: serverOut, emptyOutDir: true } });

  const entry = (await import(pathToFileURL(join(serverOut, 'entry-server.js')).href)) as ServerEntry;
  const written = await prerender(entry, out);
  rmSync(serverOut, { recursive: true, force: true });
  return written;
}
