/**
 * `npm run new`: starter files for a page or a block, written so that they pass
 * validation and the block conformance test as they are. Pure over the paths it
 * is given, so the tests run it on temporary copies of the fixture site and of src/.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { applyEdits, modify, parse, parseTree, findNodeAtLocation } from 'jsonc-parser';
import { format, resolveConfig } from 'prettier';
import { definitionIfBlock } from '../../blocks/schemas';
import { pageHeadingBlock } from '../../blocks/traits';
import { isJsonObject } from '../../schema/json';
import { ROUTE_PATTERN, routeProblem } from '../../schema/primitives';
import { camel, componentsModule, pascal, traitsModule, type Blocks } from './emit-blocks';
import { listingCard, templateSections, type Listing, type PageTemplate } from './page-templates';

export class ScaffoldError extends Error {}

/** What one command wrote or changed, relative to the root it was given. */
export interface ScaffoldResult {
  written: string[];
  changed: string[];
}

const posix = (path: string) => path.split(sep).join('/');

/** Formats with the project's Prettier settings, so a new file passes `prettier --check` at once. */
async function pretty(file: string, text: string): Promise<string> {
  const options = (await resolveConfig(file)) ?? {};
  return format(text, { ...options, filepath: file });
}

function listJson(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listJson(path);
    return entry.name.endsWith('.json') ? [path] : [];
  });
}

/** "contact", "/contact" and "/contact/" all name the route "/contact". */
export function normaliseRoute(route: string): string {
  const trimmed = `/${route.trim().replace(/^\/+|\/+$/g, '')}`;
  if (!ROUTE_PATTERN.test(trimmed) || trimmed === '/') {
    throw new ScaffoldError(`"${route}" is not a page route; write lower-case words joined by "-", e.g. /speaking or /talks/2024`);
  }
  const problem = routeProblem(trimmed);
  if (problem) throw new ScaffoldError(problem.text);
  return trimmed;
}

/** `/talks/2024` lives in `pages/talks/2024.json`. */
export function pageFileFor(route: string): string {
  return `pages${route}.json`;
}

/** "/talks/speaking-notes" → "Speaking Notes". */
export function titleFromRoute(route: string): string {
  const last = route.split('/').pop() ?? '';
  return last
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

interface PageOnDisk {
  file: string;
  value: Record<string, unknown>;
}

function readPages(siteRoot: string): PageOnDisk[] {
  return listJson(join(siteRoot, 'pages'))
    .filter((path) => posix(relative(siteRoot, path)) !== 'pages/site.json')
    .flatMap((path) => {
      const value = parse(readFileSync(path, 'utf8').replace(/^\uFEFF/, ''));
      return isJsonObject(value) ? [{ file: posix(relative(siteRoot, path)), value }] : [];
    });
}

function readSite(siteRoot: string): Record<string, unknown> {
  const path = join(siteRoot, 'pages/site.json');
  return existsSync(path) ? (parse(readFileSync(path, 'utf8').replace(/^\uFEFF/, '')) ?? {}) : {};
}

/** Who already answers at a route: a page (by route or alias) or a redirect in site.json. */
function claimOn(route: string, pages: PageOnDisk[], site: Record<string, unknown>): string | undefined {
  for (const { file, value } of pages) {
    if (value.route === route) return `the page in ${file}`;
    if (Array.isArray(value.aliases) && value.aliases.includes(route)) return `an alias of the page in ${file}`;
  }
  const redirects = Array.isArray(site.redirects) ? (site.redirects as { from?: unknown }[]) : [];
  if (redirects.some((r) => r?.from === route)) return 'a redirect in pages/site.json';
  return undefined;
}

export interface NewPageOptions {
  /** The folder holding pages/ (the project, or SITE_ROOT). */
  siteRoot: string;
  /** The folder holding page.schema.json, for the document's "$schema". */
  schemasDir: string;
  route: string;
  /** Copy the sections of the page at this route. */
  from?: string;
  /** Append a nav entry with this label to site.json. */
  nav?: string;
  /** Start from a template (./page-templates.ts), its text placeholders that validation flags until replaced. */
  template?: PageTemplate;
  /** Write it as a draft: `npm run dev` serves it, the build leaves it out. */
  draft?: boolean;
  /** Add a card for it at the top of the first card grid of the page one level up (/work for /work/new-case). */
  card?: boolean;
}

/** The page one level up (/work for /work/new-case), which lists it. */
function listingOf(route: string, pages: PageOnDisk[]): (PageOnDisk & { listing: Listing }) | undefined {
  const parent = route.slice(0, route.lastIndexOf('/'));
  const page = parent ? pages.find((p) => p.value.route === parent) : undefined;
  return page ? { ...page, listing: { route: parent, title: String(page.value.title ?? parent) } } : undefined;
}

/** The place of the first block among a page's sections that lists pages as cards (a card grid). */
const firstCardGrid = (page: PageOnDisk) =>
  Array.isArray(page.value.sections)
    ? (page.value.sections as { type?: unknown }[]).findIndex((s) => definitionIfBlock(s?.type)?.listsPages)
    : -1;

/** Writes a new page document (and, with `nav`, its nav entry); refuses a route or file that is taken. */
export async function newPage(options: NewPageOptions): Promise<ScaffoldResult> {
  const { siteRoot, schemasDir } = options;
  const route = normaliseRoute(options.route);
  const file = pageFileFor(route);
  const path = join(siteRoot, file);
  const pages = readPages(siteRoot);
  const site = readSite(siteRoot);
  const taken = claimOn(route, pages, site);
  if (taken) throw new ScaffoldError(`route ${route} is already taken by ${taken}; choose another route`);
  if (existsSync(path)) throw new ScaffoldError(`${file} already exists; choose another route or edit that file`);

  const name = options.nav?.trim() || titleFromRoute(route);
  let sections: unknown[] = [
    {
      type: pageHeadingBlock,
      heading: name,
      body: [`Write the opening of the ${name} page here: what a visitor finds on it and why it is worth their time.`],
    },
  ];
  const listing = listingOf(route, pages);
  if (options.card && (!listing || firstCardGrid(listing) < 0))
    throw new ScaffoldError(
      listing
        ? `${listing.file} has no card grid to add a card to`
        : `no page at ${route.slice(0, route.lastIndexOf('/')) || '/'} lists this one`,
    );
  if (options.template) sections = templateSections(options.template, name, listing?.listing, options.card);
  if (options.from !== undefined) {
    const fromRoute = normaliseRoute(options.from);
    const source = pages.find((p) => p.value.route === fromRoute);
    if (!source) throw new ScaffoldError(`no page has the route ${fromRoute} to copy from`);
    if (!Array.isArray(source.value.sections)) throw new ScaffoldError(`${source.file} has no sections to copy`);
    sections = structuredClone(source.value.sections);
  }
  const document = {
    $schema: posix(relative(dirname(path), join(schemasDir, 'page.schema.json'))),
    route,
    title: `${name} · {name}`,
    description: options.template
      ? '[One sentence on the page for search results and link previews]'
      : `${name}: replace this with a one-sentence summary of the page for search results and link previews.`,
    ...(options.draft ? { draft: true } : {}),
    sections,
  };
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, await pretty(path, JSON.stringify(document, null, 2)));
  const result: ScaffoldResult = { written: [file], changed: [] };
  if (options.nav !== undefined) {
    await addNavEntry(siteRoot, { label: name, href: route });
    result.changed.push('pages/site.json');
  }
  if (options.card && listing) {
    await addListingCard(siteRoot, listing, firstCardGrid(listing), listingCard(route, name, cardsOf(listing, firstCardGrid(listing))));
    result.changed.push(listing.file);
  }
  return result;
}

const cardsOf = (page: PageOnDisk, grid: number) => {
  const items = (page.value.sections as { items?: unknown }[])[grid].items;
  return Array.isArray(items) ? items : [];
};

/** Puts the card first in the listing's card grid, leaving the rest of the file as it was. */
async function addListingCard(siteRoot: string, page: PageOnDisk, grid: number, card: Record<string, unknown>): Promise<void> {
  const path = join(siteRoot, page.file);
  const text = readFileSync(path, 'utf8');
  const edits = modify(text, ['sections', grid, 'items', 0], card, {
    isArrayInsertion: true,
    formattingOptions: { insertSpaces: true, tabSize: 2 },
  });
  writeFileSync(path, await pretty(path, applyEdits(text, edits)));
}

/**
 * Appends `{ "label": …, "href": … }` to site.json's nav, written like the entry before it
 * (one line when that one is), leaving the rest of the file as it was.
 */
export async function addNavEntry(siteRoot: string, entry: { label: string; href: string }): Promise<void> {
  const path = join(siteRoot, 'pages/site.json');
  if (!existsSync(path)) throw new ScaffoldError('pages/site.json does not exist; create it before adding a nav entry');
  const text = readFileSync(path, 'utf8');
  const nav = findNodeAtLocation(parseTree(text) ?? { type: 'null', offset: 0, length: 0 }, ['nav']);
  const existing = (parse(text)?.nav ?? []) as { href?: string }[];
  if (Array.isArray(existing) && existing.some((e) => e?.href === entry.href)) {
    throw new ScaffoldError(`the nav already has an entry for ${entry.href}`);
  }
  const last = nav?.type === 'array' ? nav.children?.at(-1) : undefined;
  let updated: string;
  if (last && !text.slice(last.offset, last.offset + last.length).includes('\n')) {
    const lineStart = text.lastIndexOf('\n', last.offset) + 1;
    const indent = text.slice(lineStart, last.offset);
    const end = last.offset + last.length;
    const oneLine = `{ "label": ${JSON.stringify(entry.label)}, "href": ${JSON.stringify(entry.href)} }`;
    const sameLine = !/^\s*$/.test(indent);
    updated = `${text.slice(0, end)},${sameLine ? ' ' : `\n${indent}`}${oneLine}${text.slice(end)}`;
  } else {
    const edits = modify(text, ['nav', -1], entry, { isArrayInsertion: true, formattingOptions: { insertSpaces: true, tabSize: 2 } });
    updated = applyEdits(text, edits);
  }
  writeFileSync(path, await pretty(path, updated));
}

const BLOCK_TYPE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** The four files of a new block, by path inside its folder. */
export function blockFiles(type: string): Record<string, string> {
  const Name = pascal(type);
  const schema = `${camel(type)}Schema`;
  const title = titleFromRoute(`/${type}`);
  return {
    'schema.ts': `import { z } from 'zod';
import { blockShape, richText, sectionHeading } from '../../schema/primitives';

export const ${schema} = z
  .strictObject({
    ...blockShape('${type}', '${title}: say here what this block draws'),
    ...sectionHeading,
    body: z.array(richText('A paragraph')).min(1).describe('The paragraphs'),
  })
  .describe('${title}');

export type ${Name}Props = z.output<typeof ${schema}>;
`,
    [`${Name}.tsx`]: `import { Text } from '@mantine/core';
import { RichText } from '../../ui/RichText';
import { SectionHeading } from '../../ui/SectionHeading';
import classes from './${Name}.module.css';
import type { ${Name}Props } from './schema';

export function ${Name}({ heading, intro, body }: ${Name}Props) {
  return (
    <div className={classes.root}>
      <SectionHeading heading={heading} intro={intro} />
      {body.map((paragraph, i) => (
        <Text key={i} className={classes.paragraph}>
          <RichText value={paragraph} />
        </Text>
      ))}
    </div>
  );
}
`,
    [`${Name}.module.css`]: `.root {
  max-width: 46rem;
}

.paragraph {
  margin-bottom: var(--mantine-spacing-md);
  line-height: 1.7;
}
`,
    'index.ts': `import { defineBlock } from '../define';
import { ${schema} } from './schema';

export default defineBlock({ schema: ${schema} });
`,
    'fixtures/example.json': `${JSON.stringify({
      type,
      heading: title,
      body: [`An example paragraph for the ${type} block, with [a link](https://www.example.com).`],
    })}\n`,
  };
}

export interface NewBlockOptions {
  /** The folder holding blocks/ (the project's src/, or a copy). */
  srcDir: string;
  type: string;
}

/** The registry lists blocks a line each, in the order of their folders' names: the new one goes in its place. */
function addRegistryLine(file: string, line: string) {
  const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
  const at = lines.findIndex((existing) => existing.startsWith('export {') && existing.localeCompare(line) > 0);
  lines.splice(at < 0 ? lines.length : at, 0, line);
  writeFileSync(file, `${lines.join('\n')}\n`);
}

/**
 * Writes src/blocks/<type>/ (its definition in index.ts, a schema, a component with its styles, a fixture), adds
 * the block's one line to registry.ts, and writes the modules derived from the registry anew.
 */
export async function newBlock({ srcDir, type }: NewBlockOptions): Promise<ScaffoldResult> {
  if (!BLOCK_TYPE.test(type)) throw new ScaffoldError(`"${type}" is not a block type; write lower-case words joined by "-", e.g. quote`);
  const blocksDir = join(srcDir, 'blocks');
  const folder = join(blocksDir, type);
  if (existsSync(folder)) throw new ScaffoldError(`block "${type}" already exists (src/blocks/${type}/); choose another name`);
  const written: string[] = [];
  for (const [name, content] of Object.entries(blockFiles(type))) {
    const path = join(folder, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, await pretty(path, content));
    written.push(posix(relative(srcDir, path)));
  }
  addRegistryLine(join(blocksDir, 'registry.ts'), `export { default as ${camel(type)} } from './${type}';`);
  // The copy's own registry, freshly imported: it lists the new block.
  const blocks = (await import(/* @vite-ignore */ `${pathToFileURL(join(blocksDir, 'schemas.ts')).href}?${Date.now()}`)) as Blocks;
  for (const [file, content] of [
    ['components.ts', componentsModule(blocks)],
    ['traits.ts', traitsModule(blocks)],
  ])
    writeFileSync(join(blocksDir, file), content);
  return { written, changed: ['blocks/registry.ts', 'blocks/components.ts', 'blocks/traits.ts'] };
}
