import type { PageHeadingTrait } from '../define';
import type { PageHeaderProps } from './schema';

/** What the rest of the site reads of the page header. No zod: the browser loads it with the page's head. */
export const pageHeading: PageHeadingTrait<PageHeaderProps> = {
  read: ({ heading, eyebrow, image, figures }) => ({ heading, eyebrow, image, figures }),
};
