/**
 * npm run new -- page /speaking [--from contact] [--nav "Speaking"]
 * npm run new -- block quote
 * Writes starter files that validate as they are (see src/content/codegen/scaffold.ts).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { siteRoot } from '../src/content/validation/load';
import { newBlock, newPage, ScaffoldError } from '../src/content/codegen/scaffold';

const USAGE = 'usage: npm run new -- page /route [--from /other-route] [--nav "Label"]\n       npm run new -- block <type>';

try {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    options: { from: { type: 'string' }, nav: { type: 'string' } },
    allowPositionals: true,
  });
  const [kind, name, ...extra] = positionals;
  if (!name || extra.length) throw new ScaffoldError(USAGE);
  if (kind === 'page') {
    const result = await newPage({ siteRoot: siteRoot(), schemasDir: join(process.cwd(), 'schemas'), route: name, ...values });
    for (const file of result.written) console.log(`wrote ${file}`);
    for (const file of result.changed) console.log(`added a nav entry to ${file}`);
  } else if (kind === 'block') {
    if (values.from !== undefined || values.nav !== undefined) throw new ScaffoldError('--from and --nav are for pages');
    const result = await newBlock({ srcDir: join(process.cwd(), 'src'), type: name });
    for (const file of result.written) console.log(`wrote src/${file}`);
    for (const file of result.changed) console.log(`registered in src/${file}`);
    // A fresh process: this one already holds the registry without the new block.
    execFileSync('npm', ['run', '--silent', 'schemas'], { stdio: 'inherit' });
  } else {
    throw new ScaffoldError(USAGE);
  }
} catch (error) {
  if (!(error instanceof ScaffoldError) && !(error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) throw error;
  console.error(`npm run new: ${(error as Error).message}`);
  process.exit(1);
}
