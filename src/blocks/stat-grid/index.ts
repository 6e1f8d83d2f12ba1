import { defineBlock } from '../define';
import { statGridSchema } from './schema';

export default defineBlock({
  schema: statGridSchema,
  // A figure with its caption and icon, as the summary has it.
  summaryResult: ({ value, label, icon }) => ({ value, label, ...(icon && { icon }) }),
});
