import { defineBlock } from '../define';
import { actionBarSchema } from './schema';

export default defineBlock({
  schema: actionBarSchema,
  onDemand: true,
  overlay: true,
});
