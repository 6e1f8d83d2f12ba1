/** npm run validate [--strict] [files…]: checks every page document; prints every error, one per line, with its code frame. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeFrame, wantsColor } from '../src/content/code-frame';
import { loadSite, siteRoot } from '../src/content/load';
import { formatError, type ValidationError } from '../src/content/validate';
import { hintOf } from '../src/schema/messages';

const args = process.argv.slice(2);
const strict = args.includes('--strict');
const only = args.filter((a) => a !== '--strict').map((f) => f.replace(/^\.\//, ''));
const started = performance.now();
const root = siteRoot();
const result = loadSite(root);
const pick = (list: ValidationError[]) => (only.length ? list.filter((e) => only.includes(e.file)) : list);
const errors = pick(result.errors);
const warnings = pick(result.warnings);
const color = wantsColor(process.stderr);
const frameOf = (e: ValidationError) => {
  if (e.line === undefined) return '';
  try {
    return codeFrame(readFileSync(join(root, e.file), 'utf8'), e.line, e.column ?? 1, { color });
  } catch {
    return '';
  }
};
for (const error of [...errors, ...warnings]) {
  console.error(formatError(error));
  const frame = frameOf(error);
  console.error(`${frame ? `${frame}\n` : ''}  hint: ${hintOf(error.name)}\n`);
}
const files = only.length || result.pages.length + 1;
const ms = Math.round(performance.now() - started);
const failing = strict ? [...errors, ...warnings] : errors;
const warned = warnings.length ? `, ${warnings.length} warning${warnings.length === 1 ? '' : 's'}` : '';
if (failing.length) {
  console.error(`${errors.length} error${errors.length === 1 ? '' : 's'}${warned} in ${new Set(failing.map((e) => e.file)).size} file(s).`);
  process.exit(1);
}
console.log(`All ${files} document(s) valid${warned} (${ms} ms).`);
