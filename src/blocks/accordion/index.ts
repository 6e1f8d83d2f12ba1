import { defineBlock } from '../define';
import { accordionSchema } from './schema';

export default defineBlock({
  schema: accordionSchema,
});
