import { defineBlock } from '../define';
import { breadcrumbsSchema } from './schema';

export default defineBlock({
  schema: breadcrumbsSchema,
  aboveHeading: true,
});
