import { defineBlock } from '../define';
import { diagramSchema } from './schema';

export default defineBlock({
  schema: diagramSchema,
  onDemand: true,
});
