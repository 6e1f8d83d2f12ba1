/** npm run errors-doc: writes docs/errors.md from the message catalogue. */
import { writeFileSync } from 'node:fs';
import { errorsReference } from '../src/content/codegen/errors-doc';

writeFileSync('docs/errors.md', errorsReference());
console.log('Wrote docs/errors.md');
