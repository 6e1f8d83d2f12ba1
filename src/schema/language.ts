// Zod-free: the browser's code imports it (PageHead), and a schema module would bring zod along.

/** The language a page is written in, for <html lang>: its own, else the site's (site.json "lang"), else English. */
export const languageOf = (page: { lang?: string } | undefined, site: { lang?: string }): string => page?.lang ?? site.lang ?? 'en';
