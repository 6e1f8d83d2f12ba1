import { defineBlock } from '../define';
import { illustrationSchema } from './schema';

export default defineBlock({
  schema: illustrationSchema,
  onDemand: true,
});
