/** npm run validate [--format human|github|json] [--strict] [files…]: checks every page document; prints every error at once. */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { codeFrame, wantsColor } from '../src/content/code-frame';
import { loadSite, siteRoot } from '../src/content/load';
import { parseValidateArgs, renderReport } from '../src/content/report-formats';
import type { ValidationError } from '../src/content/validate';
import { hintOf } from '../src/schema/messages';

const args = parseValidateArgs(process.argv.slice(2));
if ('error' in args) {
  console.error(`npm run validate: ${args.error}`);
  process.exit(2);
}
const started = performance.now();
const root = siteRoot();
const result = loadSite(root);
const pick = (list: ValidationError[]) => (args.files.length ? list.filter((e) => args.files.includes(e.file)) : list);
const color = wantsColor(process.stderr);

/** For people: the offending line with a caret, and what to do. */
function detail(error: ValidationError): string {
  let frame = '';
  try {
    if (error.line !== undefined) frame = codeFrame(readFileSync(join(root, error.file), 'utf8'), error.line, error.column ?? 1, { color });
  } catch {
    frame = '';
  }
  const hint = hintOf(error.name);
  return `${frame ? `${frame}\n` : ''}${hint ? `  hint: ${hint}\n` : ''}`;
}

const report = renderReport(pick(result.errors), {
  format: args.format,
  warnings: pick(result.warnings),
  strict: args.strict,
  detail,
  documents: args.files.length || result.pages.length + 1,
  ms: Math.round(performance.now() - started),
  siteDir: relative(process.cwd(), root),
});
process.stdout.write(report.stdout);
process.stderr.write(report.stderr);
process.exitCode = report.exitCode;
