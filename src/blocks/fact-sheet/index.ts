import { defineBlock } from '../define';
import { factSheetSchema } from './schema';

export default defineBlock({
  schema: factSheetSchema,
});
