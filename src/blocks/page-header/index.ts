import { defineBlock } from '../define';
import { pageHeaderSchema } from './schema';

export default defineBlock({
  schema: pageHeaderSchema,
  pageHeading: true,
});
