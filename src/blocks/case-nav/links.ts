import type { CaseLinksTrait } from '../define';
import type { CaseNavProps } from './schema';

/** The build finds the neighbours on the page `listing` names and adds them as `previous` and `next`. */
export const caseLinks: CaseLinksTrait<CaseNavProps> = {
  listingField: 'listing',
  link: (props, { previous, next }) => Object.assign(props, previous && { previous }, next && { next }),
};
