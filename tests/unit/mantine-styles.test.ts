import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

/**
 * Mantine ships one stylesheet per component and the site imports only those it uses
 * (src/app/styles.ts for the first load, or beside code that loads on demand). A component
 * used without its stylesheet renders unstyled while every other test passes; this fails instead.
 */
const root = join(import.meta.dirname, '../..');
const stylesDir = join(root, 'node_modules/@mantine/core/styles');

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

/** Component names imported from '@mantine/core' in each source file (types and lower-case helpers left out). */
function usedComponents(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of filesUnder(join(root, 'src'), /\.tsx?$/)) {
    // The editor (src/editor) is a page of its own, with Mantine's whole stylesheet: not the site's.
    if (/\.test\.tsx?$/.test(file) || file.startsWith(join(root, 'src/editor/'))) continue;
    for (const [, names] of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const raw of names.split(',')) {
        const name = raw.trim();
        if (!/^[A-Z]\w*$/.test(name)) continue; // skips `type X`, `X as Y` is matched by its source name below
        used.set(name, [...(used.get(name) ?? []), relative(root, file)]);
      }
      for (const [, name] of names.matchAll(/(?:^|,)\s*([A-Z]\w*)\s+as\s+\w+/g))
        used.set(name, [...(used.get(name) ?? []), relative(root, file)]);
    }
  }
  return used;
}

/** Stylesheets imported anywhere in src/: `import '…/X.css'` in code, `@import '…/X.css'` in CSS. */
function importedSheets(): Set<string> {
  const sheets = new Set<string>();
  for (const file of filesUnder(join(root, 'src'), /\.(tsx?|css)$/)) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/import\s+'@mantine\/core\/styles\/([\w-]+)\.css'/g)) sheets.add(name);
  }
  return sheets;
}

it('finds the Mantine components in use and the stylesheets imported', () => {
  expect(existsSync(stylesDir)).toBe(true);
  expect(usedComponents().has('Button')).toBe(true);
  expect(importedSheets().has('Button')).toBe(true);
});

it('imports the stylesheet of every Mantine component the site uses', () => {
  const sheets = importedSheets();
  const missing = [...usedComponents()]
    .filter(([name]) => existsSync(join(stylesDir, `${name}.css`)) && !sheets.has(name))
    .map(
      ([name, files]) =>
        `${name} (used in ${files.join(', ')}): add import '@mantine/core/styles/${name}.css' where it is used (src/app/styles.ts for what every page draws)`,
    );
  expect(missing).toEqual([]);
});
