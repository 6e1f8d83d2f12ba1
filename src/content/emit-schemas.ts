import { compile } from 'json-schema-to-typescript';
import { z } from 'zod';
import { pageSchema } from '../schema/page';
import { siteSchema } from '../schema/site';

export interface EmittedFile {
  /** Path relative to the project. */
  file: string;
  content: string;
}

const BANNER = 'Generated from the zod schemas in src/ by `npm run schemas`. Do not edit.';

/** JSON Schema for editors and owners' CI, and .d.ts types compiled from that JSON Schema. */
export async function emitSchemas(): Promise<EmittedFile[]> {
  const files: EmittedFile[] = [];
  for (const [name, schema, typeName] of [
    ['page', pageSchema, 'PageDocument'],
    ['site', siteSchema, 'SiteSettings'],
  ] as const) {
    const jsonSchema = { $comment: BANNER, title: typeName, ...z.toJSONSchema(schema, { target: 'draft-7', io: 'input' }) };
    files.push({ file: `schemas/${name}.schema.json`, content: `${JSON.stringify(jsonSchema, null, 2)}\n` });
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
