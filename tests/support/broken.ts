import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publicAssetExists, publicAssetReader, publicFiles, SCHEMAS_DIR } from '../../src/content/validation/load';
import { byPlace, formatError, validateSite, type SourceFile, type ValidationResult } from '../../src/content/validation/validate';

const root = join(import.meta.dirname, '../..');
// Broken documents join the fixture site, not the owner's: their reports must not change when the owner edits pages/.
export const fixtureRoot = join(root, 'tests/fixtures/site');
export const brokenDir = join(root, 'tests/fixtures/broken');

function read(file: string): SourceFile {
  return { file, text: readFileSync(join(fixtureRoot, file), 'utf8') };
}

const fixturePages = readdirSync(join(fixtureRoot, 'pages'), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.json') && f !== 'site.json')
  .map((f) => read(`pages/${f.split('\\').join('/')}`));

/** Every file in tests/fixtures/broken/ is a broken page document; their reports are snapshots (validate-documents.test.ts). */
export const brokenCases = readdirSync(brokenDir);

/** Validates one broken fixture as pages/<name> of the fixture site; its "$schema" is checked from where it really lies. */
export function validateBroken(name: string, text = readFileSync(join(brokenDir, name), 'utf8')): ValidationResult {
  const file = `pages/${name}`;
  return validateSite(read('pages/site.json'), [...fixturePages, { file, text }], publicAssetExists(fixtureRoot), {
    assetFiles: publicFiles(fixtureRoot),
    fileOnDisk: (f) => (f === file ? join(brokenDir, name) : join(fixtureRoot, f)).split('\\').join('/'),
    schemasDir: SCHEMAS_DIR,
    readAsset: publicAssetReader(fixtureRoot),
  });
}

/** The report's lines, warnings among errors; lines about the broken file drop its name, others (site.json) keep theirs. */
export function reportLines(name: string, result: ValidationResult): string[] {
  const file = `pages/${name}`;
  return [...result.errors, ...result.warnings]
    .sort(byPlace)
    .map(formatError)
    .map((line) => (line.startsWith(`${file}:`) ? line.slice(file.length + 1) : line));
}
