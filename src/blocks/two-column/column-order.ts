import type { ColumnRun } from '../define';

/**
 * The story first, unless the side column leads: then its first section (a case's results) comes before the story,
 * and the rest of the side column (the facts) after it. No zod, and only the fields it reads (the schema's types
 * would import the registry back): the browser's page loader reads it.
 */
export const columnOrder = ({ lead, side }: { lead?: boolean; side: readonly unknown[] }): readonly ColumnRun<'main' | 'side'>[] =>
  !lead ? [['main'], ['side']] : side.length > 1 ? [['side', 0, 1], ['main'], ['side', 1]] : [['side'], ['main']];
