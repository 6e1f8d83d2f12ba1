import { icons } from 'virtual:all-icons';
import type { IconDrawings } from './Icon';

/**
 * Every icon's drawing (src/build/assets/tabler-icons.ts), for the editor and tests, which draw blocks outside any page
 * (never the site's pages, whose modules bring their own).
 */
export const allIcons: IconDrawings = icons;
