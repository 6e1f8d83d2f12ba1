import { compile } from 'json-schema-to-typescript';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import * as blocks from '../../blocks/schemas';
import { blockTypes } from '../../blocks/schemas';
import { pageSchema } from '../../blocks/page';
import { siteSchema } from '../../schema/site';
import { componentsModule, traitsModule } from './emit-blocks';
import { addEditorHints } from './schema-hints';

export interface EmittedFile {
  /** Path relative to the project. */
  file: string;
  content: string;
}

/** Each block's first fixture (by file name), the body of its editor snippet. */
export function firstFixtures(blocksDir = join(import.meta.dirname, '../../blocks')): Record<string, unknown> {
  return Object.fromEntries(
    blockTypes.map((type) => {
      const dir = join(blocksDir, type, 'fixtures');
      const first = readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()[0];
      return [type, JSON.parse(readFileSync(join(dir, first), 'utf8'))];
    }),
  );
}

const BANNER = 'Generated from the zod schemas in src/ by `npm run schemas`. Do not edit.';

/**
 * JSON Schema for editors and owners' CI, .d.ts types compiled from that JSON Schema, and the blocks' browser-side
 * modules (./emit-blocks.ts).
 */
export async function emitSchemas(): Promise<EmittedFile[]> {
  const files: EmittedFile[] = [
    { file: 'src/blocks/components.ts', content: componentsModule(blocks) },
    { file: 'src/blocks/traits.ts', content: traitsModule(blocks) },
  ];
  for (const [name, schema, typeName] of [
    ['page', pageSchema, 'PageDocument'],
    ['site', siteSchema, 'SiteSettings'],
  ] as const) {
    const jsonSchema = {
      $comment: BANNER,
      title: typeName,
      ...z.toJSONSchema(schema, {
        target: 'draft-7',
        io: 'input',
        // Whether a field is words for search (src/schema/text-fields.ts) is the build's business, not an editor's.
        override: ({ jsonSchema }) => void delete (jsonSchema as { search?: boolean }).search,
      }),
    };
    const hinted = addEditorHints(structuredClone(jsonSchema), name === 'page' ? firstFixtures() : {});
    files.push({ file: `schemas/${name}.schema.json`, content: `${JSON.stringify(hinted, null, 2)}\n` });
    const types = await compile(jsonSchema as Parameters<typeof compile>[0], typeName, {
      bannerComment: `/* ${BANNER} */`,
      additionalProperties: false,
      ignoreMinAndMaxItems: true,
      format: true,
      style: { singleQuote: true, printWidth: 120 },
    });
    files.push({ file: `schemas/${name}.d.ts`, content: types });
  }
  return files;
}
