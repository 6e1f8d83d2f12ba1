import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

// npm 11 runs a dependency's install scripts only when package.json's "allowScripts" says so, and ends `npm ci` with a
// warning naming each one it does not cover, which a newcomer setting up the site cannot act on. Every dependency
// with an install script is named there (esbuild's only checks the binary its platform package already brings).
const root = join(import.meta.dirname, '../..');
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall'];

function installedPackages(dir = join(root, 'node_modules')): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    if (name.startsWith('@')) return readdirSync(join(dir, name)).map((inner) => join(dir, name, inner));
    return [join(dir, name)];
  });
}

it('package.json\'s "allowScripts" decides for every installed package that has an install script', () => {
  const { allowScripts = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { allowScripts?: Record<string, boolean> };
  const withScripts = installedPackages()
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string; scripts?: Record<string, string> })
    .filter((pkg) => INSTALL_SCRIPTS.some((script) => pkg.scripts?.[script]))
    .map((pkg) => pkg.name);
  expect(withScripts.length).toBeGreaterThan(0);
  const decided = Object.keys(allowScripts).map((key) => key.replace(/(?<=.)@.*$/, ''));
  expect(withScripts.filter((name) => !decided.includes(name))).toEqual([]);
});
