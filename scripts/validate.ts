/** npm run validate [--format human|github|json] [--strict] [files…]: checks every page document; prints every error at once. */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { wantsColor } from '../src/content/validation/code-frame';
import { loadSite, siteRoot } from '../src/content/validation/load';
import { humanDetail, parseValidateArgs, renderReport } from '../src/content/validation/report-formats';
import type { ValidationError } from '../src/content/validation/validate';

const args = parseValidateArgs(process.argv.slice(2));
if ('error' in args) {
  console.error(`npm run validate: ${args.error}`);
  process.exit(2);
}
const started = performance.now();
const root = siteRoot();
const result = loadSite(root);
const pick = (list: ValidationError[]) => (args.files.length ? list.filter((e) => args.files.includes(e.file)) : list);

const report = renderReport(pick(result.errors), {
  format: args.format,
  warnings: pick(result.warnings),
  strict: args.strict,
  detail: humanDetail((file) => readFileSync(join(root, file), 'utf8'), wantsColor(process.stderr)),
  documents: args.files.length || result.pages.length + 1,
  ms: Math.round(performance.now() - started),
  siteDir: relative(process.cwd(), root),
});
process.stdout.write(report.stdout);
process.stderr.write(report.stderr);
process.exitCode = report.exitCode;
