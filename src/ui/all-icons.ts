import * as tabler from '@tabler/icons-react';
import { ICON_NAMES, ICONS } from '../schema/icons';
import type { IconDrawings } from './Icon';

/** Every icon's drawing, for the block gallery and tests, which draw blocks outside any page (never the site's pages). */
export const allIcons: IconDrawings = Object.fromEntries(ICON_NAMES.map((name) => [name, tabler[ICONS[name]]]));
