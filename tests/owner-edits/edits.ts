/**
 * Five edits of the kinds the site's owner makes, done the owner's way: by
 * changing JSON under pages/, nothing else. Each finds its target by content
 * (the first tools list, the first prompts list, …), not by file name, so they
 * still apply after the owner reorganises pages/.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { overlayBlocks } from '../../src/blocks/traits';
import type { BlockType } from '../../src/blocks/schemas';

type Json = Record<string, unknown>;
interface Section extends Json {
  type: BlockType;
  kind?: string;
  items?: Json[];
}
interface Document {
  file: string;
  data: Json & { sections: Section[] };
}

export interface Edit {
  /** What the owner did, in their words. */
  describe: string;
  /** Changes the site under root; says which file it changed. */
  apply(root: string): string;
}

function listJson(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? listJson(join(dir, entry.name)) : entry.name.endsWith('.json') ? [join(dir, entry.name)] : [],
    )
    .sort();
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
// Two-space JSON with a final newline, as an editor saves it.
const writeJson = (file: string, data: unknown) => writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

function pageDocuments(root: string): Document[] {
  return listJson(join(root, 'pages'))
    .filter((file) => !file.endsWith(join('pages', 'site.json')))
    .map((file) => ({ file, data: readJson<Document['data']>(file) }));
}

/** The first list of this kind in the site, with its document. */
function firstList(root: string, kind: string): { document: Document; list: Section & { items: Json[] } } {
  for (const document of pageDocuments(root)) {
    const list = document.data.sections.find((s) => s.type === 'resource-list' && s.kind === kind);
    if (list?.items) return { document, list: list as Section & { items: Json[] } };
  }
  throw new Error(`no "${kind}" list in pages/ to edit`);
}

function save(root: string, document: Document): string {
  writeJson(document.file, document.data);
  return relative(root, document.file);
}

export const addTool: Edit = {
  describe: 'add a tool to the tools list',
  apply(root) {
    const { document, list } = firstList(root, 'tools');
    const chips = (list.chips as { options: string[] } | undefined)?.options ?? ['Productivity'];
    list.items.push({
      name: 'Notebook Helper',
      category: [chips[0]],
      description: 'Turns a folder of notes into a searchable summary with sources.',
      link: 'https://notebook-helper.example.com',
      badge: { text: 'New', variant: 'secondary' },
    });
    return save(root, document);
  },
};

export const removePrompt: Edit = {
  describe: 'remove a prompt',
  apply(root) {
    const { document, list } = firstList(root, 'prompts');
    if (list.items.length < 2) throw new Error('the prompts list has a single prompt; removing it would empty the list');
    list.items.pop();
    return save(root, document);
  },
};

export const addHeaderOnlyPage: Edit = {
  describe: 'add a page with only a header, and a nav entry for it',
  apply(root) {
    const route = '/now';
    if (pageDocuments(root).some((d) => d.data.route === route)) throw new Error(`a page already has the route ${route}`);
    const file = join(root, 'pages', 'now.json');
    writeJson(file, {
      $schema: '../schemas/page.schema.json',
      route,
      title: 'Now · {name}',
      description: 'What I am working on, reading and learning this month.',
      sections: [
        {
          type: 'page-header',
          eyebrow: 'Now',
          heading: 'What I am doing now',
          body: ['Shipping a new check-in flow, reading about pricing, and learning to make sourdough at home.'],
        },
      ],
    });
    const siteFile = join(root, 'pages', 'site.json');
    const site = readJson<{ nav: { label: string; href: string }[] }>(siteFile);
    site.nav.push({ label: 'Now', href: route });
    writeJson(siteFile, site);
    return `${relative(root, file)} and pages/site.json`;
  },
};

export const renameNavLabel: Edit = {
  describe: 'rename a nav label',
  apply(root) {
    const siteFile = join(root, 'pages', 'site.json');
    const site = readJson<{ nav: { label: string }[] }>(siteFile);
    site.nav[0].label = `${site.nav[0].label} & more`;
    writeJson(siteFile, site);
    return 'pages/site.json';
  },
};

export const reorderSections: Edit = {
  describe: 'reorder two sections of a page',
  apply(root) {
    // The header stays first (the validator asks for it); two of the sections below it swap places.
    for (const document of pageDocuments(root)) {
      const { sections } = document.data;
      const header = sections.findIndex((s) => s.type === 'page-header');
      const movable = sections.flatMap((s, i) => (i > header && !overlayBlocks.has(s.type) ? [i] : []));
      if (movable.length < 2) continue;
      const [a, b] = movable;
      [sections[a], sections[b]] = [sections[b], sections[a]];
      return save(root, document);
    }
    throw new Error('no page has two sections below its header to swap');
  },
};

export const ownerEdits: Edit[] = [addTool, removePrompt, addHeaderOnlyPage, renameNavLabel, reorderSections];
