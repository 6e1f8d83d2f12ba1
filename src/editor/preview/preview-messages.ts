// Where the editor's preview lives, and what the editor and the preview (an <iframe> at /_preview) say to each other.

/** The page being edited, drawn by the site (./Preview.tsx). */
export const PREVIEW_ROUTE = '/_preview';
/** Every block's fixtures, drawn by the site (./BlockGallery.tsx). */
export const GALLERY_ROUTE = '/_blocks';

/** The preview's first word, once it listens: the editor then sends the page. */
export const PREVIEW_READY = 'preview-ready';

/**
 * The page to draw, as validated (and as the site would draw it), or the site's settings (site.json, validated) to
 * draw the site's frame and share card with; and the colour scheme to draw it in.
 */
export interface PreviewMessage {
  type: 'preview';
  document?: unknown;
  site?: unknown;
  scheme: 'light' | 'dark';
  /** The section (by its place in the page's sections) the owner opened last: the preview scrolls to it. */
  focus?: number;
}

export const isPreviewMessage = (data: unknown): data is PreviewMessage =>
  typeof data === 'object' && data !== null && (data as PreviewMessage).type === 'preview';
