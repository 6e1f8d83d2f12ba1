import { defineBlock } from '../define';
import { videoGallerySchema } from './schema';

export default defineBlock({
  schema: videoGallerySchema,
  onDemand: true,
});
