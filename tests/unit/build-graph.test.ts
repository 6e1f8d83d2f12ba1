import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/** Every module a file loads, following relative imports (static and dynamic, types left out), and the packages they name. */
function moduleTrace(entries: string[]): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(join(root, file), 'utf8');
    const specifiers = [
      ...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\bfrom\s+)?['"]([^'"]+)['"]/gm),
      ...source.matchAll(/(?<!typeof\s*)\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
    ].map((match) => match[1]);
    for (const specifier of specifiers) {
      if (!specifier.startsWith('.')) {
        packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);
        continue;
      }
      const base = resolve(root, dirname(file), specifier);
      const found = ['', '.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((path) => existsSync(path) && !path.endsWith('/'));
      if (found && /\.(ts|tsx|js|mjs)$/.test(found)) visit(relative(root, found));
    }
  };
  entries.forEach(visit);
  return { files, packages };
}

it('builds without loading the editor, the scaffolding or prettier', () => {
  const { files, packages } = moduleTrace(['vite.config.ts', 'scripts/build.ts']);
  expect(files.size).toBeGreaterThan(50);
  expect([...files].filter((file) => file.startsWith('src/editor/') || file.endsWith('scaffold.ts'))).toEqual([]);
  expect([...packages].filter((name) => ['prettier', '@rjsf/core', '@rjsf/mantine'].includes(name))).toEqual([]);
});

it('keeps the editor out of the site: nothing outside src/editor imports it', () => {
  const { files } = moduleTrace(['src/entry-client.tsx', 'src/entry-server.tsx']);
  expect([...files].filter((file) => file.startsWith('src/editor/'))).toEqual([]);
  expect([...files].filter((file) => /^src\/(content|build)\//.test(file))).toEqual([]);
});
