// Modules made by the site-pages Vite plugin; src/app/site-data.ts gives them their types.
declare module 'virtual:site' {
  export const site: unknown;
  /** Every page's route, in the documents' order, and how to load its module. */
  export const loaders: Record<string, () => Promise<{ default: unknown; icons: Record<string, unknown> }>>;
  /** The other addresses of the routes that have some. */
  export const aliases: Record<string, string[]>;
  /**
   * Each paged archive, by its route: its every entry (loaded when a visitor first searches it), and the loaders
   * of its week pages by year (a year's loaded when one of its weeks is visited), which the route table above does not list.
   */
  export const archives: Record<
    string,
    { entries: () => Promise<{ default: unknown[] }>; weeks: Record<string, () => Promise<{ default: unknown }>> }
  >;
  /** The routes of the pages with a feed, and its title. */
  export const feeds: Record<string, string>;
  /** The page about the owner and their portrait (src/app/share.ts, ownerOf), or null without one. */
  export const owner: unknown;
  /** The day the site was built (src/build/prerender/shell-data.ts): "2026-11-26" and "26 November 2026". */
  export const built: { iso: string; label: string };
  /** The shell's icons (the top bar's and the footer's profiles) as SVG symbols: `<symbol id="search" …>…</symbol>…`. */
  export const iconSymbols: string;
}

/** Every icon a document may name, drawn (src/build/assets/tabler-icons.ts). */
declare module 'virtual:all-icons' {
  export const icons: Partial<Record<import('./schema/icons').IconName, import('@tabler/icons-react').Icon>>;
}

/** What the "page not found" screen suggests (site.json's notFound): its heading, or null, and up to three cases. */
declare module 'virtual:not-found' {
  export const heading: string | null;
  export const suggestions: { title: string; href: string; kicker?: string }[];
}

declare module 'virtual:routes' {
  /** Every address with a page, the archives' weeks included: the server's render and the prerender read it. */
  const routes: string[];
  export default routes;
}
