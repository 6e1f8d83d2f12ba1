// Modules made by the site-pages Vite plugin; src/app/site-data.ts gives them their types.
declare module 'virtual:site' {
  export const site: unknown;
  export const routes: { route: string; aliases: string[] }[];
  export const loaders: Record<string, () => Promise<{ default: unknown; icons: Record<string, unknown> }>>;
}
