// Where a page's uploads go: beside its other pictures, so public/assets/ stays sorted by page.
import { createContext } from 'react';
import { stringsIn } from '../../schema/json';

const PICTURE = /^\/assets\/.+\.(svg|png|jpe?g|webp|avif|gif)$/i;

/** The folder most of the document's pictures are in ("/assets/about"); a page with none gets one named by its route. */
export function pictureFolderOf(document: unknown, route: string): string {
  const counts = new Map<string, number>();
  for (const [text] of stringsIn(document)) {
    if (!PICTURE.test(text)) continue;
    const folder = text.slice(0, text.lastIndexOf('/'));
    counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  const [most] = [...counts].sort((a, b) => b[1] - a[1]);
  return most?.[0] ?? `/assets/${route.replace(/^\/+|\/+$/g, '') || 'home'}`;
}

/** The folder the picture fields of the page being edited upload into. */
export const PictureFolder = createContext('/assets');
