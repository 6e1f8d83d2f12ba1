// Generated from the blocks' definitions (src/blocks/<type>/index.ts) by `npm run schemas`. Do not edit.
// Block type → component, typed against the schemas so that a component with the wrong props fails to compile.
// Only types come from the schemas: zod stays out of the browser bundle. The blocks whose definition says
// "onDemand" load with the pages that draw them (lazy-block.tsx).
import type { ComponentType } from 'react';
import type { BlockProps, BlockType } from './schemas';
import { lazyBlock } from './lazy-block';
import { Accordion } from './accordion/Accordion';
import { Breadcrumbs } from './breadcrumbs/Breadcrumbs';
import { ButtonRow } from './button-row/ButtonRow';
import { CardGrid } from './card-grid/CardGrid';
import { ChipList } from './chip-list/ChipList';
import { FactSheet } from './fact-sheet/FactSheet';
import { PageHeader } from './page-header/PageHeader';
import { Prose } from './prose/Prose';
import { StatGrid } from './stat-grid/StatGrid';
import { Steps } from './steps/Steps';
import { Timeline } from './timeline/Timeline';
import { TwoColumn } from './two-column/TwoColumn';

const ActionBar = lazyBlock(() => import('./action-bar/ActionBar').then((m) => m.ActionBar));
const ArticleGrid = lazyBlock(() => import('./article-grid/ArticleGrid').then((m) => m.ArticleGrid));
const Carousel = lazyBlock(() => import('./carousel/Carousel').then((m) => m.Carousel));
const CaseNav = lazyBlock(() => import('./case-nav/CaseNav').then((m) => m.CaseNav));
const CaseSummary = lazyBlock(() => import('./case-summary/CaseSummary').then((m) => m.CaseSummary));
const Diagram = lazyBlock(() => import('./diagram/Diagram').then((m) => m.Diagram));
const Experience = lazyBlock(() => import('./experience/Experience').then((m) => m.Experience));
const Illustration = lazyBlock(() => import('./illustration/Illustration').then((m) => m.Illustration));
const NewsArchive = lazyBlock(() => import('./news-archive/NewsArchive').then((m) => m.NewsArchive));
const ResourceList = lazyBlock(() => import('./resource-list/ResourceList').then((m) => m.ResourceList));
const RoboticsArchive = lazyBlock(() => import('./robotics-archive/RoboticsArchive').then((m) => m.RoboticsArchive));
const Screens = lazyBlock(() => import('./screens/Screens').then((m) => m.Screens));
const ScrollRow = lazyBlock(() => import('./scroll-row/ScrollRow').then((m) => m.ScrollRow));
const VideoGallery = lazyBlock(() => import('./video-gallery/VideoGallery').then((m) => m.VideoGallery));

export const blockComponents: { [T in BlockType]: ComponentType<BlockProps<T>> } = {
  accordion: Accordion,
  'action-bar': ActionBar,
  'article-grid': ArticleGrid,
  breadcrumbs: Breadcrumbs,
  'button-row': ButtonRow,
  'card-grid': CardGrid,
  carousel: Carousel,
  'case-nav': CaseNav,
  'case-summary': CaseSummary,
  'chip-list': ChipList,
  diagram: Diagram,
  experience: Experience,
  'fact-sheet': FactSheet,
  illustration: Illustration,
  'news-archive': NewsArchive,
  'page-header': PageHeader,
  prose: Prose,
  'resource-list': ResourceList,
  'robotics-archive': RoboticsArchive,
  screens: Screens,
  'scroll-row': ScrollRow,
  'stat-grid': StatGrid,
  steps: Steps,
  timeline: Timeline,
  'two-column': TwoColumn,
  'video-gallery': VideoGallery,
};
