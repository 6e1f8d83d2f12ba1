import { defineBlock } from '../define';
import { caseSummarySchema } from './schema';

export default defineBlock({ schema: caseSummarySchema });
