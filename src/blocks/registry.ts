/**
 * The one list of block schemas. The section union, the JSON Schema, the .d.ts
 * and the conformance tests all derive from it; ./components.ts must name a
 * component for every key here (the compiler checks).
 */
import { z } from 'zod';
import { accordionSchema } from './accordion/schema';
import { actionBarSchema } from './action-bar/schema';
import { articleGridSchema } from './article-grid/schema';
import { breadcrumbsSchema } from './breadcrumbs/schema';
import { buttonRowSchema } from './button-row/schema';
import { cardGridSchema } from './card-grid/schema';
import { carouselSchema } from './carousel/schema';
import { chipListSchema } from './chip-list/schema';
import { experienceSchema } from './experience/schema';
import { factSheetSchema } from './fact-sheet/schema';
import { illustrationSchema } from './illustration/schema';
import { newsArchiveSchema } from './news-archive/schema';
import { pageHeaderSchema } from './page-header/schema';
import { proseSchema } from './prose/schema';
import { resourceListSchema } from './resource-list/schema';
import { roboticsArchiveSchema } from './robotics-archive/schema';
import { scrollRowSchema } from './scroll-row/schema';
import { statGridSchema } from './stat-grid/schema';
import { stepsSchema } from './steps/schema';
import { timelineSchema } from './timeline/schema';
import { twoColumnSchema } from './two-column/schema';
import { videoGallerySchema } from './video-gallery/schema';

/** Blocks that draw content; a layout block places them. */
export const contentBlockSchemas = {
  accordion: accordionSchema,
  'action-bar': actionBarSchema,
  'article-grid': articleGridSchema,
  breadcrumbs: breadcrumbsSchema,
  'button-row': buttonRowSchema,
  'card-grid': cardGridSchema,
  carousel: carouselSchema,
  'chip-list': chipListSchema,
  experience: experienceSchema,
  'fact-sheet': factSheetSchema,
  illustration: illustrationSchema,
  'news-archive': newsArchiveSchema,
  'page-header': pageHeaderSchema,
  prose: proseSchema,
  'resource-list': resourceListSchema,
  'robotics-archive': roboticsArchiveSchema,
  'scroll-row': scrollRowSchema,
  'stat-grid': statGridSchema,
  steps: stepsSchema,
  timeline: timelineSchema,
  'video-gallery': videoGallerySchema,
};

const [first, ...rest] = Object.values(contentBlockSchemas);
/** A section a layout block may hold (any block but a layout: columns do not nest). */
export const contentSectionSchema = z
  .discriminatedUnion('type', [first, ...rest])
  // One definition in the emitted JSON Schema, referenced from every column.
  .meta({ id: 'ContentSection', description: 'A section: "type" names its block' });

/** Blocks that place content sections. */
export const layoutBlockSchemas = {
  'two-column': twoColumnSchema(contentSectionSchema),
};

export const blockSchemas = { ...contentBlockSchemas, ...layoutBlockSchemas };

export type BlockType = keyof typeof blockSchemas;
export const blockTypes = Object.keys(blockSchemas) as BlockType[];
