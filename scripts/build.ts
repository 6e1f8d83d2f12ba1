/** npm run build [outDir]: validated, prerendered site in dist/. */
import { resolve } from 'node:path';
import { buildSite } from '../src/build/build-site';
import { FIRST_ROUND_TRIP } from '../src/build/first-round-trip';
import { overFirstRoundTrip } from '../src/build/page-weight';
import { normaliseBase } from '../src/schema/links';

const started = performance.now();
const outDir = process.argv[2] ?? 'dist';
try {
  const files = await buildSite({ root: process.cwd(), outDir });
  console.log(`Built ${files.length} files in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  // Not an error: a long page may be worth its round trip. The owner learns which pages pay it.
  const slow = await overFirstRoundTrip(resolve(outDir), normaliseBase(process.env.BASE_PATH));
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  if (slow.length > 0)
    console.log(
      `Over the ${kB(FIRST_ROUND_TRIP)} a phone receives in its first round trip, so painted one round trip later:\n` +
        slow.map(({ route, bytes }) => `  ${route}  ${kB(bytes)}`).join('\n'),
    );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
