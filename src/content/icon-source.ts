import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ICONS, type IconName } from '../schema/icons';

const require = createRequire(import.meta.url);

/** An icon's drawing as its Tabler file declares it: `const __iconNode = [["path", { "d": … }], …];` */
export function iconNode(name: IconName): unknown {
  const file = require.resolve(`@tabler/icons-react/dist/esm/icons/${ICONS[name]}.mjs`);
  const declared = /const __iconNode = (\[.*\]);/.exec(readFileSync(file, 'utf8'));
  if (!declared) throw new Error(`${file} no longer declares __iconNode: read how @tabler/icons-react draws "${name}" now.`);
  return JSON.parse(declared[1]);
}

/** What Tabler's own component for the icon passes to createReactComponent. */
export function iconArguments(name: IconName): [type: 'outline', kebab: string, pascal: string, node: unknown] {
  const pascal = ICONS[name].slice('Icon'.length); // "BrandLinkedin"
  const kebab = pascal.replace(/(?<=[a-z0-9])(?=[A-Z])/g, '-').toLowerCase(); // "brand-linkedin", in its class name
  return ['outline', kebab, pascal, iconNode(name)];
}

/**
 * The icons a page names, as code for its module: each one's drawing data handed to Tabler's own
 * createReactComponent. Written into the page's module rather than imported, so a page brings
 * exactly its icons, with no extra request for those other pages share.
 */
export function iconsSource(names: IconName[]): string {
  if (names.length === 0) return 'export const icons = {};';
  const entries = names.map((name) => {
    const args = iconArguments(name).map((arg) => JSON.stringify(arg));
    return `${JSON.stringify(name)}: createReactComponent(${args.join(', ')})`;
  });
  return `import { createReactComponent } from '@tabler/icons-react';\nexport const icons = { ${entries.join(', ')} };`;
}
