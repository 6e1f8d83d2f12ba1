import { defineBlock } from '../define';
import { resourceListSchema } from './schema';

export default defineBlock({
  schema: resourceListSchema,
  onDemand: true,
});
