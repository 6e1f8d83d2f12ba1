import { defineBlock } from '../define';
import { caseNavSchema } from './schema';

export default defineBlock({ schema: caseNavSchema });
