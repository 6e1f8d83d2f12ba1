/** npm run schemas: writes schemas/*.schema.json and schemas/*.d.ts from the zod schemas. */
import { writeFileSync } from 'node:fs';
import { emitSchemas } from '../src/content/codegen/emit-schemas';

for (const { file, content } of await emitSchemas()) {
  writeFileSync(file, content);
  console.log(`wrote ${file}`);
}
