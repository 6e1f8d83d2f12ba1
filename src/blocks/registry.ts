/**
 * The one list of block schemas. The section union, the JSON Schema, the .d.ts
 * and the conformance tests all derive from it; ./components.ts must name a
 * component for every key here (the compiler checks).
 */
import { actionBarSchema } from './action-bar/schema';
import { buttonRowSchema } from './button-row/schema';
import { cardGridSchema } from './card-grid/schema';
import { chipListSchema } from './chip-list/schema';
import { experienceSchema } from './experience/schema';
import { illustrationSchema } from './illustration/schema';
import { newsArchiveSchema } from './news-archive/schema';
import { pageHeaderSchema } from './page-header/schema';
import { proseSchema } from './prose/schema';
import { resourceListSchema } from './resource-list/schema';
import { roboticsArchiveSchema } from './robotics-archive/schema';
import { statGridSchema } from './stat-grid/schema';
import { timelineSchema } from './timeline/schema';

export const blockSchemas = {
  'action-bar': actionBarSchema,
  'button-row': buttonRowSchema,
  'card-grid': cardGridSchema,
  'chip-list': chipListSchema,
  experience: experienceSchema,
  illustration: illustrationSchema,
  'news-archive': newsArchiveSchema,
  'page-header': pageHeaderSchema,
  prose: proseSchema,
  'resource-list': resourceListSchema,
  'robotics-archive': roboticsArchiveSchema,
  'stat-grid': statGridSchema,
  timeline: timelineSchema,
};

export type BlockType = keyof typeof blockSchemas;
export const blockTypes = Object.keys(blockSchemas) as BlockType[];
