import { defineBlock } from '../define';
import { stepsSchema } from './schema';

export default defineBlock({
  schema: stepsSchema,
});
