import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ICONS, type IconName } from '../../schema/icons';

const require = createRequire(import.meta.url);

/** An icon's drawing as its Tabler file declares it: `const __iconNode = [["path", { "d": … }], …];` */
export function iconNode(name: IconName): unknown {
  return tablerNode(ICONS[name]);
}

/** The drawing of a Tabler icon by its export's name, e.g. "IconSearch". */
function tablerNode(component: string): unknown {
  const file = require.resolve(`@tabler/icons-react/dist/esm/icons/${component}.mjs`);
  const declared = /const __iconNode = (\[.*\]);/.exec(readFileSync(file, 'utf8'));
  if (!declared) throw new Error(`${file} no longer declares __iconNode: read how @tabler/icons-react draws ${component} now.`);
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

const escapeAttribute = (value: unknown) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The icons as SVG symbols, drawn as src/ui/Icon.tsx draws them, which the page carries once (src/app/ShellIcons.tsx)
 * and shows with <svg><use href="#name"/></svg>. For the shell's icons, on every page: a file of them would be one
 * more request before the first paint, and each drawing at each use more bytes. Each icon is a name documents use
 * (IconName) or a symbol id with its Tabler export, e.g. ["search", "IconSearch"], for the shell's own.
 */
export function iconSymbols(icons: readonly (IconName | readonly [id: string, component: string])[]): string {
  const entries = new Map(icons.map((icon) => (typeof icon === 'string' ? [icon, ICONS[icon]] : icon)));
  const symbols = [...entries].map(([name, component]) => {
    const shapes = (tablerNode(component) as [string, Record<string, unknown>][])
      .map(([tag, { key: _key, ...attributes }]) => {
        const written = Object.entries(attributes).map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`);
        return `<${tag}${written.join('')}/>`;
      })
      .join('');
    return (
      `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.75" ` +
      `stroke-linecap="round" stroke-linejoin="round">${shapes}</symbol>`
    );
  });
  return symbols.join('');
}
