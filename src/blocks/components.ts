/**
 * Block type -> component. Typed against the schema registry so that a block
 * without a component (or a component with the wrong props) fails to compile.
 * Only types come from the schemas: zod stays out of the browser bundle.
 */
import type { ComponentType } from 'react';
import type { z } from 'zod';
import { Accordion } from './accordion/Accordion';
import { ArticleGrid } from './article-grid/ArticleGrid';
import { Breadcrumbs } from './breadcrumbs/Breadcrumbs';
import { ButtonRow } from './button-row/ButtonRow';
import { CardGrid } from './card-grid/CardGrid';
import { ChipList } from './chip-list/ChipList';
import { FactSheet } from './fact-sheet/FactSheet';
import { lazyBlock } from './lazy-block';
import { PageHeader } from './page-header/PageHeader';
import { Prose } from './prose/Prose';
import type { blockSchemas } from './registry';
import { StatGrid } from './stat-grid/StatGrid';
import { Steps } from './steps/Steps';
import { Timeline } from './timeline/Timeline';
import { TwoColumn } from './two-column/TwoColumn';

type Schemas = typeof blockSchemas;
export type BlockProps<T extends keyof Schemas> = z.output<Schemas[T]>;

// The interactive blocks carry most of the code and appear on few pages: they load on demand (the home
// page's carousel, rows and gallery too, so that no other page pays for them).
// Blocks that only the resume and contact pages use load on demand too.
const ActionBar = lazyBlock(() => import('./action-bar/ActionBar').then((m) => m.ActionBar));
const Experience = lazyBlock(() => import('./experience/Experience').then((m) => m.Experience));
const Illustration = lazyBlock(() => import('./illustration/Illustration').then((m) => m.Illustration));
const Carousel = lazyBlock(() => import('./carousel/Carousel').then((m) => m.Carousel));
const NewsArchive = lazyBlock(() => import('./news-archive/NewsArchive').then((m) => m.NewsArchive));
const ResourceList = lazyBlock(() => import('./resource-list/ResourceList').then((m) => m.ResourceList));
const RoboticsArchive = lazyBlock(() => import('./robotics-archive/RoboticsArchive').then((m) => m.RoboticsArchive));
const ScrollRow = lazyBlock(() => import('./scroll-row/ScrollRow').then((m) => m.ScrollRow));
const VideoGallery = lazyBlock(() => import('./video-gallery/VideoGallery').then((m) => m.VideoGallery));

export const blockComponents: { [T in keyof Schemas]: ComponentType<BlockProps<T>> } = {
  accordion: Accordion,
  'action-bar': ActionBar,
  'article-grid': ArticleGrid,
  breadcrumbs: Breadcrumbs,
  'button-row': ButtonRow,
  'card-grid': CardGrid,
  carousel: Carousel,
  'chip-list': ChipList,
  experience: Experience,
  'fact-sheet': FactSheet,
  illustration: Illustration,
  'news-archive': NewsArchive,
  'page-header': PageHeader,
  prose: Prose,
  'resource-list': ResourceList,
  'robotics-archive': RoboticsArchive,
  'scroll-row': ScrollRow,
  'stat-grid': StatGrid,
  steps: Steps,
  timeline: Timeline,
  'two-column': TwoColumn,
  'video-gallery': VideoGallery,
};

export { overlayBlocks } from './overlays';

/** Loads the code of the on-demand blocks a page uses, so it renders (and hydrates) without suspending. */
export async function preloadBlocks(types: Iterable<keyof Schemas>): Promise<void> {
  await Promise.all([...new Set(types)].map((type) => (blockComponents[type] as Partial<{ preload: () => Promise<void> }>).preload?.()));
}
