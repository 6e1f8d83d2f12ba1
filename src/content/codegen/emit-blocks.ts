/**
 * The two modules derived from the blocks' definitions (src/blocks/<type>/index.ts, listed in registry.ts) that
 * the browser reads, where zod must not go: each block's component, and the traits the renderer asks about.
 * Written by `npm run schemas` (and `npm run new -- block`); a test checks they are fresh.
 */
import type { BlockInfo } from '../../blocks/schemas';

/** The registry's blocks, as src/blocks/schemas.ts gives them (a copy's, for `npm run new -- block` in a test). */
export interface Blocks {
  blockTypes: readonly string[];
  definitionOf: (type: string) => BlockInfo;
}

const BANNER = "// Generated from the blocks' definitions (src/blocks/<type>/index.ts) by `npm run schemas`. Do not edit.";

/** "video-gallery" → "VideoGallery": a block's component, in ./<type>/<Name>.tsx. */
export const pascal = (type: string) => type.replace(/(^|-)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase());
/** "video-gallery" → "videoGallery": its definition's name in registry.ts. */
export const camel = (type: string) => pascal(type).replace(/^./, (c) => c.toLowerCase());
/** A key as prettier writes it: quoted when it is not a plain name. */
const key = (type: string) => (/^[a-z]+$/.test(type) ? type : `'${type}'`);
const list = (types: string[]) => types.map((type) => `'${type}'`).join(', ');

/** src/blocks/components.ts: block type → component, the on-demand ones loading with the pages that draw them. */
export function componentsModule({ blockTypes, definitionOf }: Blocks): string {
  const types = [...blockTypes].sort();
  const eager = types.filter((type) => !definitionOf(type).onDemand);
  const lazy = types.filter((type) => definitionOf(type).onDemand);
  return `${BANNER}
// Block type → component, typed against the schemas so that a component with the wrong props fails to compile.
// Only types come from the schemas: zod stays out of the browser bundle. The blocks whose definition says
// "onDemand" load with the pages that draw them (lazy-block.tsx).
import type { ComponentType } from 'react';
import type { BlockProps, BlockType } from './schemas';
import { lazyBlock } from './lazy-block';
${eager.map((type) => `import { ${pascal(type)} } from './${type}/${pascal(type)}';`).join('\n')}

${lazy.map((type) => `const ${pascal(type)} = lazyBlock(() => import('./${type}/${pascal(type)}').then((m) => m.${pascal(type)}));`).join('\n')}

export const blockComponents: { [T in BlockType]: ComponentType<BlockProps<T>> } = {
${types.map((type) => `  ${key(type)}: ${pascal(type)},`).join('\n')}
};
`;
}

/** src/blocks/traits.ts: the traits every side reads, the browser's included, as plain data. */
export function traitsModule({ blockTypes, definitionOf }: Blocks): string {
  const types = [...blockTypes].sort();
  const having = (trait: 'overlay' | 'aboveHeading') => types.filter((type) => definitionOf(type)[trait]);
  const heading = types.find((type) => definitionOf(type).pageHeading);
  const columns = types.filter((type) => definitionOf(type).columns);
  const ordered = columns.filter((type) => definitionOf(type).columnOrder);
  const columnOrder = (type: string) => `${camel(type)}ColumnOrder`;
  const adding = types.filter((type) => definitionOf(type).newEntry);
  const newEntry = (type: string) => `${camel(type)}NewEntry`;
  return `${BANNER}
// The blocks' traits that every side reads, the browser's included: plain data (src/blocks/define.ts says what each means),
// what the page's head reads of the page header, and the editor's "Add story", each from its block's own module.
import type { NewEntryTrait } from '../behaviours/new-entry';
import type { PageHeadingTrait } from './define';
import { pageHeading as ${camel(heading!)}PageHeading } from './${heading}/page-heading';
${ordered.map((type) => `import { columnOrder as ${columnOrder(type)} } from './${type}/column-order';`).join('\n')}
${adding.map((type) => `import { newEntry as ${newEntry(type)} } from './${type}/new-entry';`).join('\n')}

/** Blocks that float over the page instead of taking a place in its flow. */
export const overlayBlocks: ReadonlySet<string> = new Set([${list(having('overlay'))}]);

/** The block holding the page's h1, what the page's head reads of it, and the blocks that may stand above it. */
export const pageHeadingBlock = '${heading}';
export const pageHeading: PageHeadingTrait<never> = ${camel(heading!)}PageHeading;
export const aboveHeadingBlocks: ReadonlySet<string> = new Set([${list(having('aboveHeading'))}]);

/** Layout blocks, and the fields holding the sections each places. A map: a document's "type" may be any string ("__proto__"). */
export const layoutColumns: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([${columns
    .map((type) => `['${type}', [${list([...definitionOf(type).columns!])}]]`)
    .join(', ')}]);

/** The layouts whose sections' fields change the order of their columns in the HTML. */
export const layoutColumnOrder: ReadonlyMap<string, (section: never) => readonly string[]> = new Map<
  string,
  (section: never) => readonly string[]
>([${ordered.map((type) => `['${type}', ${columnOrder(type)}]`).join(', ')}]);

/** The blocks the editor offers "Add story" on, and what a new entry is in each. */
export const newEntries: ReadonlyMap<string, NewEntryTrait<never>> = new Map<string, NewEntryTrait<never>>([
${adding.map((type) => `  ['${type}', ${newEntry(type)}],`).join('\n')}
]);
`;
}
