/**
 * node scripts/bundled.mjs scripts/<name>.ts [args…]: runs a TypeScript CLI from one cached bundle.
 *
 * Why: `npm run validate` is run often (by hand, in CI, by editors' tasks). Under tsx, most of its
 * time went to starting the TypeScript loader and transforming ~150 modules one by one; a single
 * esbuild bundle in .cache/ loads in a fraction of that. The bundle is rebuilt (about 0.2 s) whenever
 * any file it was built from changes, so an edit to a schema is never validated against a stale copy.
 * Plain JavaScript because it runs before any TypeScript loader exists.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error('usage: node scripts/bundled.mjs scripts/<name>.ts [args…]');
  process.exit(2);
}
const outDir = join(root, '.cache', 'bundled');
const out = join(outDir, `${basename(entry).replace(/\.[cm]?tsx?$/, '')}.mjs`);
const manifest = `${out}.inputs.json`;

/** Whether every input the bundle was built from is unchanged (same size and modification time). */
function fresh() {
  try {
    const inputs = JSON.parse(readFileSync(manifest, 'utf8'));
    statSync(out);
    return Object.entries(inputs).every(([file, stamp]) => {
      const stat = statSync(join(root, file));
      return `${stat.size}:${stat.mtimeMs}` === stamp;
    });
  } catch {
    return false;
  }
}

/** Writes beside the target, then renames: a run started at the same moment never reads half a file. */
function writeAtomic(path, content) {
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, content);
  renameSync(temp, path);
}

if (!fresh()) {
  // Loaded only when needed: esbuild's own start-up would cost every fresh run ~0.1 s.
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // jsonc-parser's "main" is a UMD build whose lazy require()s a bundle cannot follow; its ESM build can.
    mainFields: ['module', 'main'],
    // CommonJS dependencies may still require() Node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    write: false,
    metafile: true,
    logLevel: 'error',
  });
  mkdirSync(outDir, { recursive: true });
  const inputs = Object.fromEntries(
    Object.keys(result.metafile.inputs).map((file) => {
      const stat = statSync(join(root, file));
      return [file, `${stat.size}:${stat.mtimeMs}`];
    }),
  );
  writeAtomic(out, result.outputFiles[0].contents);
  writeAtomic(manifest, JSON.stringify(inputs));
}

// The CLI reads its arguments as if it had been started directly.
process.argv = [process.argv[0], resolve(root, entry), ...args];
await import(pathToFileURL(out).href);
