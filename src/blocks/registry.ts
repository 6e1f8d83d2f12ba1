/**
 * The one list of blocks, a line a block (`npm run new -- block` adds one). Each folder's index.ts is its
 * definition (src/blocks/define.ts); the section union, the JSON Schema, the .d.ts, the browser's table of
 * components (./components.ts) and the block reference all derive from this list.
 */
export { default as accordion } from './accordion';
export { default as actionBar } from './action-bar';
export { default as articleGrid } from './article-grid';
export { default as breadcrumbs } from './breadcrumbs';
export { default as buttonRow } from './button-row';
export { default as cardGrid } from './card-grid';
export { default as carousel } from './carousel';
export { default as caseNav } from './case-nav';
export { default as caseSummary } from './case-summary';
export { default as chipList } from './chip-list';
export { default as diagram } from './diagram';
export { default as experience } from './experience';
export { default as factSheet } from './fact-sheet';
export { default as illustration } from './illustration';
export { default as newsArchive } from './news-archive';
export { default as pageHeader } from './page-header';
export { default as prose } from './prose';
export { default as resourceList } from './resource-list';
export { default as roboticsArchive } from './robotics-archive';
export { default as screens } from './screens';
export { default as scrollRow } from './scroll-row';
export { default as statGrid } from './stat-grid';
export { default as steps } from './steps';
export { default as timeline } from './timeline';
export { default as twoColumn } from './two-column';
export { default as videoGallery } from './video-gallery';
