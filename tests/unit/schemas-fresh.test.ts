import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emitSchemas } from '../../src/content/codegen/emit-schemas';

const root = join(import.meta.dirname, '../..');

describe("schemas/, and the blocks' browser-side modules", () => {
  // Compiling the .d.ts takes a few seconds on a busy machine.
  it("matches what the zod schemas and the blocks' definitions emit (run `npm run schemas` after changing one)", async () => {
    const files = await emitSchemas();
    expect(files.map((f) => f.file).sort()).toEqual([
      'schemas/page.d.ts',
      'schemas/page.schema.json',
      'schemas/site.d.ts',
      'schemas/site.schema.json',
      'src/blocks/components.ts',
      'src/blocks/traits.ts',
    ]);
    for (const { file, content } of files) expect(readFileSync(join(root, file), 'utf8'), file).toBe(content);
  }, 30_000);

  it('lists every registered block type in the page schema', async () => {
    const page = JSON.parse(readFileSync(join(root, 'schemas/page.schema.json'), 'utf8'));
    type Option = { $ref?: string; properties?: { type?: { const?: string } }; oneOf?: Option[] };
    const resolve = (option: Option): Option => (option.$ref ? page.definitions[option.$ref.split('/').pop()!] : option);
    // Content sections are one shared definition; a block with several kinds (resource-list) is a oneOf of its kinds.
    const typesOf = (option: Option): string[] => {
      const { properties, oneOf } = resolve(option);
      return properties?.type?.const ? [properties.type.const] : oneOf!.flatMap(typesOf);
    };
    const types = new Set(typesOf(page.properties.sections.items));
    const { blockTypes } = await import('../../src/blocks/schemas');
    expect([...types].sort()).toEqual([...blockTypes].sort());
  });
});
