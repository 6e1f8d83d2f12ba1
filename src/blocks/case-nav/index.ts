import { defineBlock } from '../define';
import { caseLinks } from './links';
import { caseNavSchema } from './schema';

// Only the case studies render it, so its code and styles load with those pages, not with every page.
export default defineBlock({ schema: caseNavSchema, onDemand: true, caseLinks });
