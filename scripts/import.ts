/**
 * npm run import -- resume <file.json>
 * Fills the résumé page and site.json's identity from a JSON Resume (see src/content/editing/import-resume.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { siteRoot } from '../src/content/validation/load';
import { ImportError, importJsonResume } from '../src/content/editing/import-resume';

const USAGE = 'usage: npm run import -- resume <file.json>';

try {
  const [kind, file, ...extra] = process.argv.slice(2);
  if (kind !== 'resume' || !file || extra.length) throw new ImportError(USAGE);
  // npm runs scripts from the project's folder; INIT_CWD is where the owner typed the command.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (!existsSync(path)) throw new ImportError(`${file} does not exist`);
  const { changed, summary } = await importJsonResume(siteRoot(), readFileSync(path, 'utf8'));
  if (!changed.length) console.log('The résumé already says what the file says: nothing changed.');
  else console.log(summary);
  for (const changedFile of changed) console.log(`updated ${relative(process.cwd(), changedFile)}`);
} catch (error) {
  if (!(error instanceof ImportError)) throw error;
  console.error(`npm run import: ${error.message}`);
  process.exit(1);
}
