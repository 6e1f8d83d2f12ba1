import { defineLayout } from '../define';
import { twoColumnSchema } from './schema';

export default defineLayout({ schema: twoColumnSchema, columns: ['main', 'side'] });
