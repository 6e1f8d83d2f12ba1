// Plain helpers shared by the validator and the browser: no zod here, so the bundle stays small.

/** Tokens such as `{name}` are replaced with site.json values before parsing. */
export const TOKEN = /\{([A-Za-z][A-Za-z0-9]*)\}/g;
export function containsToken(value: string): boolean {
  return value.search(TOKEN) >= 0;
}

/** Tokens resolved in the browser, left in place by the build. */
export const RUNTIME_TOKENS = ['resume'] as const;
export const RESUME_HREF = '{resume}';

export function isExternal(href: string): boolean {
  return href.startsWith('https://') || href.startsWith('mailto:');
}

/** The path part of an internal link: "/work#top" -> "/work". */
export function internalPath(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  return href.split(/[?#]/)[0] || '/';
}

const INLINE_LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Inline links inside a paragraph: "[label](href)". */
export function inlineLinks(value: string): { label: string; href: string; index: number; length: number }[] {
  return [...value.matchAll(INLINE_LINK)].map((m) => ({ label: m[1], href: m[2], index: m.index, length: m[0].length }));
}

/** The site URL as a prefix for routes: "https://x/" would give "https://x//about". */
export function siteBase(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}
