import { defineBlock } from '../define';
import { chipListSchema } from './schema';

export default defineBlock({
  schema: chipListSchema,
});
