// Modules made by the site-pages Vite plugin; src/app/site-data.ts gives them their types.
declare module 'virtual:site' {
  export const site: unknown;
  /** Every page's route, in the documents' order, and how to load its module. */
  export const loaders: Record<string, () => Promise<{ default: unknown; icons: Record<string, unknown> }>>;
  /** The other addresses of the routes that have some. */
  export const aliases: Record<string, string[]>;
  /** Each paged archive's every entry, by the archive's route, loaded when a visitor first searches it. */
  export const archives: Record<string, () => Promise<{ default: unknown[] }>>;
}
