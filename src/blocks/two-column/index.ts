import { defineLayout } from '../define';
import { columnOrder } from './column-order';
import { twoColumnSchema } from './schema';

export default defineLayout({ schema: twoColumnSchema, columns: ['main', 'side'], columnOrder });
