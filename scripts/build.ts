/** npm run build [outDir]: validated, prerendered site in dist/. */
import { buildSite } from '../src/build/build-site';

const started = performance.now();
try {
  const files = await buildSite({ root: process.cwd(), outDir: process.argv[2] ?? 'dist' });
  console.log(`Built ${files.length} files in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
