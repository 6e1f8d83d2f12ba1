import { defineBlock } from '../define';
import { caseSummarySchema } from './schema';
import { caseSummary } from './summary';

// Only the case studies render it, so its code and styles load with those pages, not with every page.
export default defineBlock({ schema: caseSummarySchema, onDemand: true, caseSummary });
