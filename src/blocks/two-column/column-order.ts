/**
 * The story first, unless the side column leads: then the side column (a case's results and its facts: what it
 * changed, and the role, team and years) comes before the story. No zod, and only the field it reads (the schema's
 * types would import the registry back): the browser's page loader reads it.
 */
export const columnOrder = ({ lead }: { lead?: boolean }): readonly ('main' | 'side')[] => (lead ? ['side', 'main'] : ['main', 'side']);
