import { defineBlock } from '../define';
import { buttonRowSchema } from './schema';

export default defineBlock({
  schema: buttonRowSchema,
});
