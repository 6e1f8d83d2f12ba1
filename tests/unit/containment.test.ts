import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { publicAssetExists } from '../../src/content/validation/load';
import { isWithin } from '../../src/content/validation/real-paths';

const ROOT = join(import.meta.dirname, '../..');

/** The project's own code: src/ and scripts/, tests left out (they build paths to check them). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('whether a path lies inside a folder', () => {
  it('is judged a whole segment at a time', () => {
    expect(isWithin('/site/public', '/site/public')).toBe(true);
    expect(isWithin('/site/public', '/site/public/assets/x.png')).toBe(true);
    expect(isWithin('/site/public', '/site/publicity/secret.jpg')).toBe(false);
    expect(isWithin('/site/public', '/site/public/../publicity/secret.jpg')).toBe(false);
    expect(isWithin('/site/public', '/site')).toBe(false);
  });

  it('is never asked of a path by its first characters (startsWith) anywhere in the code', () => {
    const found = sourceFiles(join(ROOT, 'src'))
      .concat(sourceFiles(join(ROOT, 'scripts')))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => [`${relative(ROOT, file)}:${i + 1}`, line] as const)
          .filter(([, line]) => /\.startsWith\(\s*`?\$?\{?\s*\w*(dir|Dir|root|Root|ROOT|folder|Folder)\b/.test(line)),
      );
    expect(found).toEqual([]);
  });
});

describe('a picture the pages name', () => {
  const site = mkdtempSync(join(tmpdir(), 'containment-'));
  afterAll(() => rmSync(site, { recursive: true, force: true }));
  mkdirSync(join(site, 'public/assets'), { recursive: true });
  mkdirSync(join(site, 'publicity'));
  writeFileSync(join(site, 'public/assets/me.jpg'), 'x');
  writeFileSync(join(site, 'publicity/secret.jpg'), 'x');

  it("is found under public/ only, named without '.' or '..' parts", () => {
    const exists = publicAssetExists(site);
    expect(exists('/assets/me.jpg')).toBe(true);
    expect(exists('/assets/../../publicity/secret.jpg')).toBe(false);
    expect(exists('/assets/../assets/me.jpg')).toBe(false);
    expect(exists('/assets/./me.jpg')).toBe(false);
  });
});
