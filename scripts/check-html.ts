/**
 * npx tsx scripts/check-html.ts [--report file.json] name=folder ...: every page of each built site against the HTML
 * standard (src/build/prerender/html-conformance.ts). Prints each page that does not conform with what is wrong, one line a
 * problem; with --report, writes the counts (one check a page) and the failed pages for `npm test`. Exits 1 on any.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkPages, pageRoute } from '../src/build/prerender/html-conformance';

/** Problems shown for one page; the rest are counted (one cause usually repeats down the page). */
const SHOWN = 10;

const args = process.argv.slice(2);
const at = args.indexOf('--report');
const report = at >= 0 ? args.splice(at, 2)[1] : undefined;

let passed = 0;
const failedNames: string[] = [];
const started = performance.now();
for (const arg of args) {
  const [name, dir] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, arg];
  const checks = await checkPages(dir);
  for (const { file, problems } of checks) {
    if (problems.length === 0) {
      passed += 1;
      continue;
    }
    const more = problems.length > SHOWN ? [`… and ${problems.length - SHOWN} more`] : [];
    console.log(`FAIL ${name} ${pageRoute(file)} (${join(dir, file)})`);
    for (const line of [...problems.slice(0, SHOWN), ...more]) console.log(`  ${line}`);
    const others = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
    failedNames.push(`${name} ${pageRoute(file)}: ${problems[0].replace(/^\d+:\d+ /, '')}${others}`);
  }
  const bad = checks.filter((check) => check.problems.length).length;
  console.log(`${name}: ${checks.length} pages, ${checks.length - bad} conform, ${bad} do not`);
}
console.log(`Checked in ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (report) writeFileSync(report, JSON.stringify({ passed, failed: failedNames.length, failedNames }));
process.exit(failedNames.length ? 1 : 0);
