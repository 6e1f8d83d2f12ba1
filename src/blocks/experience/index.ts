import { defineBlock } from '../define';
import { experienceSchema } from './schema';

export default defineBlock({
  schema: experienceSchema,
  onDemand: true,
});
