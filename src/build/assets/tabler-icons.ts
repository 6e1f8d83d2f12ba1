import type { Plugin } from 'vite';
import { iconsSource } from '../../content/validation/icon-source';
import { ICON_NAMES } from '../../schema/icons';

const ALL_ICONS = 'virtual:all-icons';
/** An import statement of the package's names, at a line's start (not the text of one in a string). */
const NAMED_IMPORT = /^import\s*\{([^}]*)\}\s*from\s*['"]@tabler\/icons-react['"];?/gm;

/** `import { IconRss, createReactComponent as make } from '@tabler/icons-react'` as one import a file. */
function oneFileEach(specifiers: string): string {
  return specifiers
    .split(',')
    .map((specifier) => specifier.trim())
    .filter((specifier) => specifier && !specifier.startsWith('type '))
    .map((specifier) => {
      const [imported, local = imported] = specifier.split(/\s+as\s+/);
      const file = imported === 'createReactComponent' ? imported : `icons/${imported}`;
      return `import ${local} from '@tabler/icons-react/dist/esm/${file}.mjs';`;
    })
    .join('\n');
}

/**
 * Tabler's icons, one file an icon, in the dev server and the tests: the package's index gathers some 5,000 icons
 * into one module (15 MB as the dev server sends it), which the editor and its preview waited for before drawing.
 * A build takes the named icons from the index as before, and keeps only those. Also serves `virtual:all-icons`:
 * every icon a document may name (src/schema/icons.ts), drawn from its data, for the editor's icon picker, its
 * preview, the block gallery and the tests.
 */
export function tablerIcons(): Plugin {
  let serving = false;
  return {
    name: 'tabler-icons',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId: (id) => (id === ALL_ICONS ? `\0${ALL_ICONS}` : undefined),
    load: (id) => (id === `\0${ALL_ICONS}` ? iconsSource([...ICON_NAMES]) : undefined),
    transform(code, id) {
      if (!serving || id.includes('/node_modules/') || !code.includes('@tabler/icons-react')) return undefined;
      return code.replace(NAMED_IMPORT, (_, specifiers: string) => oneFileEach(specifiers));
    },
  };
}
