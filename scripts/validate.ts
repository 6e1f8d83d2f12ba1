/** npm run validate [files…]: checks every page document; prints every error, one per line. */
import { loadSite, siteRoot } from '../src/content/load';
import { formatError } from '../src/content/validate';

const only = process.argv.slice(2).map((f) => f.replace(/^\.\//, ''));
const started = performance.now();
const result = loadSite(siteRoot());
const errors = only.length ? result.errors.filter((e) => only.includes(e.file)) : result.errors;
for (const error of errors) console.error(formatError(error));
const files = only.length || result.pages.length + 1;
const ms = Math.round(performance.now() - started);
if (errors.length) {
  console.error(`\n${errors.length} error${errors.length === 1 ? '' : 's'} in ${new Set(errors.map((e) => e.file)).size} file(s).`);
  process.exit(1);
}
console.log(`All ${files} document(s) valid (${ms} ms).`);
