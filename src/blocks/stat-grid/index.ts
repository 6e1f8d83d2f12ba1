import { defineBlock } from '../define';
import { statGridSchema } from './schema';

export default defineBlock({
  schema: statGridSchema,
});
