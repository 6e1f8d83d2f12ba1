import { createContext, useContext, type ReactNode } from 'react';
import type { z } from 'zod';
import type { contentSectionSchema } from './schemas';

export type ContentSection = z.output<typeof contentSectionSchema>;

/**
 * How a layout block draws the sections it holds. The page renderer provides it,
 * so a layout block never imports the other blocks.
 */
export const NestedSectionsContext = createContext<(sections: ContentSection[]) => ReactNode>(() => {
  throw new Error('A layout block was drawn outside the page renderer');
});

export function useNestedSections() {
  return useContext(NestedSectionsContext);
}
