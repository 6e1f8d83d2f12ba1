import { defineBlock } from '../define';
import { timelineSchema } from './schema';

export default defineBlock({
  schema: timelineSchema,
});
