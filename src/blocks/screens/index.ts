import { defineBlock } from '../define';
import { screensSchema } from './schema';

export default defineBlock({
  schema: screensSchema,
  onDemand: true,
});
