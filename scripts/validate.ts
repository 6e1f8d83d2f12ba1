/** npm run validate [--format human|github|json] [files…]: checks every page document; prints every error at once. */
import { relative } from 'node:path';
import { loadSite, siteRoot } from '../src/content/load';
import { parseValidateArgs, renderReport } from '../src/content/report-formats';

const args = parseValidateArgs(process.argv.slice(2));
if ('error' in args) {
  console.error(`npm run validate: ${args.error}`);
  process.exit(2);
}
const started = performance.now();
const result = loadSite(siteRoot());
const errors = args.files.length ? result.errors.filter((e) => args.files.includes(e.file)) : result.errors;
const report = renderReport(errors, {
  format: args.format,
  documents: args.files.length || result.pages.length + 1,
  ms: Math.round(performance.now() - started),
  siteDir: relative(process.cwd(), siteRoot()),
});
process.stdout.write(report.stdout);
process.stderr.write(report.stderr);
process.exitCode = report.exitCode;
