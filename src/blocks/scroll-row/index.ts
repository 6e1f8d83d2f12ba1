import { defineBlock } from '../define';
import { scrollRowSchema } from './schema';

export default defineBlock({
  schema: scrollRowSchema,
  onDemand: true,
});
