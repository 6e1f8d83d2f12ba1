import { z } from 'zod';
import { blockShape, routePath } from '../../schema/primitives';
import type { CaseNeighbour } from '../define';

export const caseNavSchema = z
  .strictObject({
    ...blockShape('case-nav', 'Links to the previous and the next case study, in the order of their listing'),
    listing: routePath('The page whose cards list the cases in order, e.g. "/work"; the build finds the neighbours there'),
    kind: z
      .enum(['case', 'project'])
      .default('case')
      .describe('What the links call the pages: "Previous case" and "All case studies", or "Previous project" and "All projects"'),
  })
  .describe('Case links');

/** What the build adds (src/content/derivation/case-links.ts): no link past the first or the last case. */
export interface CaseLinks {
  previous?: CaseNeighbour;
  next?: CaseNeighbour;
}

export type CaseNavProps = z.output<typeof caseNavSchema> & CaseLinks;
