import type { CaseSummaryTrait } from '../define';
import type { CaseSummaryProps } from './schema';

/** What the cards of a case's page repeat from its summary, so each figure is written once. */
export const caseSummary: CaseSummaryTrait<CaseSummaryProps> = {
  facts: ({ role, team, timeline }) => [
    { term: 'Role', value: role },
    { term: 'Team', value: team },
    { term: 'Timeline', value: timeline },
  ],
  results: ({ results }) => results,
};
