import { defineBlock } from '../define';
import { carouselSchema } from './schema';

export default defineBlock({
  schema: carouselSchema,
  onDemand: true,
});
