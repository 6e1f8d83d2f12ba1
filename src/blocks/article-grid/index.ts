import { defineBlock } from '../define';
import { articleGridSchema } from './schema';
import { articleFeed } from './feed';

export default defineBlock({
  schema: articleGridSchema,
  onDemand: true,
  feed: articleFeed,
});
