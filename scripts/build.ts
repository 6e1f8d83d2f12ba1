/**
 * npm run build [-- outDir] [-- --verbose] [-- --no-cache]: the validated, prerendered site in dist/, ending with "ok" or
 * what to do. --no-cache (or BUILD_CACHE=off) inlines every page's critical rules afresh instead of reusing the
 * .cache/critical-css/ of earlier builds; BUILD_TIMINGS=1 prints each step's time.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSite } from '../src/build/build-site';
import { buildReport } from '../src/build/build-report';
import { builtPages, overFirstRoundTrip } from '../src/build/page-weight';
import { normaliseBase } from '../src/schema/links';

const { values, positionals } = parseArgs({
  options: { verbose: { type: 'boolean', default: false }, 'no-cache': { type: 'boolean', default: false } },
  allowPositionals: true,
});
const outDir = positionals[0] ?? 'dist';
if (values['no-cache']) process.env.BUILD_CACHE = 'off';
const started = performance.now();
try {
  const files = await buildSite({ root: process.cwd(), outDir });
  const seconds = (performance.now() - started) / 1000;
  // Not an error: a long page may be worth its round trip. The owner learns which pages pay it, and how to help.
  const slow = await overFirstRoundTrip(resolve(outDir), normaliseBase(process.env.BASE_PATH));
  const outcome = { outDir, pages: builtPages(resolve(outDir)).length, files: files.length, seconds, slow };
  console.log(buildReport(outcome, values.verbose).join('\n'));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
