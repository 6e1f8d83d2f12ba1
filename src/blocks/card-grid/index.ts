import { defineBlock } from '../define';
import { cardGridSchema } from './schema';

export default defineBlock({
  schema: cardGridSchema,
  listsPages: true,
});
