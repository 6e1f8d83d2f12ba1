// Plain helpers shared by the validator and the browser: no zod here, so the bundle stays small.

/**
 * Tokens such as `{name}` are replaced with site.json values before parsing; so are facts, `{fact:oci-checkin}`,
 * whose name is matched loosely here so that a misspelt one is reported rather than left in the page.
 */
export const TOKEN = /\{([A-Za-z][A-Za-z0-9]*|fact:[^{}\s]*)\}/g;
/** A fact's token as site.json's "facts" names it: "oci-checkin" is written {fact:oci-checkin}. */
export const FACT_PREFIX = 'fact:';
export function containsToken(value: string): boolean {
  return value.search(TOKEN) >= 0;
}

/** Tokens resolved in the browser, left in place by the build. */
export const RUNTIME_TOKENS = ['resume'] as const;
export const RESUME_HREF = '{resume}';

/** The route of the résumé page, from whose document the build writes the résumé PDF and its JSON Resume. */
export const RESUME_ROUTE = '/resume';
/** Where the build writes the résumé as JSON Resume, which the résumé page's head links to. */
export const JSON_RESUME_PATH = '/resume.json';

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

/**
 * BASE_PATH, the folder the site is served from ("/portfolio/" for a GitHub Pages project site),
 * in the one form Vite's `base` and the helpers below take: "/" when unset, else "/a/b/".
 */
export function normaliseBase(value: string | undefined): string {
  const inner = (value ?? '').trim().replace(/^\/+|\/+$/g, '');
  if (!inner) return '/';
  if (!/^[\w.~-]+(\/[\w.~-]+)*$/.test(inner) || inner.split('/').some((part) => /^\.+$/.test(part))) {
    throw new Error(`BASE_PATH must be a path such as "/portfolio/" (letters, digits, ".", "_", "~", "-" between slashes), got "${value}"`);
  }
  return `/${inner}/`;
}

/**
 * A root-relative address ("/about", "/assets/x.svg") as the browser must ask for it: under the
 * base path. Documents and the app write addresses from the site's root and never name the base
 * path; this is where it goes in. Vite bakes `base` into the browser and server bundles; code run
 * outside them (the prerender step) passes it.
 */
export function withBase(path: string, base: string = import.meta.env.BASE_URL): string {
  return base === '/' || !path.startsWith('/') ? path : base + path.slice(1);
}

/** The site's own path for an address the browser asked for: "/portfolio/about" -> "/about"; undefined outside the base path. */
export function withoutBase(pathname: string, base: string = import.meta.env.BASE_URL): string | undefined {
  if (pathname === base.slice(0, -1)) return '/';
  return pathname.startsWith(base) ? pathname.slice(base.length - 1) : undefined;
}

/**
 * The site's public address as a prefix for routes ("https://x/" would give "https://x//about"),
 * with the base path: siteUrl may be written with it ("https://owner.github.io/portfolio") or
 * without it ("https://owner.github.io"); either gives "https://owner.github.io/portfolio".
 */
export function siteBase(siteUrl: string, base: string = import.meta.env.BASE_URL): string {
  const url = siteUrl.replace(/\/+$/, '');
  const folder = base.slice(0, -1);
  const path = url.replace(/^[a-z]+:\/\/[^/]*/i, '');
  return path.endsWith(folder) ? url : url + folder;
}
