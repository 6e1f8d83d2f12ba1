import { defineBlock } from '../define';
import { factSheetSchema } from './schema';

export default defineBlock({
  schema: factSheetSchema,
  // A result is a fact like any other: its label the term, its figure the value.
  summaryResult: ({ value, label }) => ({ term: label, value }),
});
