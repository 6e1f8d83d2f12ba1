import { defineBlock } from '../define';
import { pageHeading } from './page-heading';
import { pageHeaderSchema } from './schema';

export default defineBlock({
  schema: pageHeaderSchema,
  pageHeading,
});
