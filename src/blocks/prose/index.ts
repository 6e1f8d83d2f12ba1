import { defineBlock } from '../define';
import { proseSchema } from './schema';

export default defineBlock({
  schema: proseSchema,
});
