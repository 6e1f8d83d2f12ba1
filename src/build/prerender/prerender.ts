import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Site } from '../../schema/site';
import { contentSecurityPolicy, headerPolicy, policyMeta, REDIRECT_PAGE_POLICY, scriptHashes, styleHashes } from './csp';
import { loadAfterFirstPaint } from './after-first-paint';
import { NOT_FOUND_SCREEN } from './block-stylesheets';
import { criticalCss } from './critical-css';
import { cachedInlining, criticalCssCache, type CriticalCssCache } from './critical-css-cache';
import { headersFile } from '../host/headers-file';
import { inlineIcon } from './inline-icon';
import { siteBase, withBase } from '../../schema/links';
import { drawPages } from './prerender-workers';

export interface ServerEntry {
  render(url: string): Promise<string>;
  routes: { route: string; aliases: string[] }[];
  site: Site;
  /** The folder the site is served from, "/" or "/a/b/" (Vite's `base`, which the bundle was built with). */
  basePath: string;
  /** The <script> that sets the colour scheme before the first paint; it leads every page's <head>. */
  colorSchemeScript: string;
  /** The block types an address draws (a column's included), once render has drawn it. */
  blockTypes(url: string): string[];
  /** The language of an address's page, for <html lang>, once render has loaded it. */
  lang(url: string): string;
}

function fileFor(outDir: string, route: string): string {
  return route === '/' ? join(outDir, 'index.html') : join(outDir, route.slice(1), 'index.html');
}

function write(path: string, html: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, html);
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * A static redirect for hosts without redirect rules; the canonical link tells crawlers where the page lives.
 * `preview` repeats the target's link-preview tags: a shared link's preview is read from the page it names.
 */
export function redirectPage(target: string, siteUrl: string, basePath: string, preview = '', lang = 'en'): string {
  const url = escapeAttr(withBase(target, basePath));
  return `<!doctype html>
<html lang="${escapeAttr(lang)}">
<head>
<meta charset="utf-8">
${policyMeta(REDIRECT_PAGE_POLICY)}
<title>Redirecting…</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeAttr(siteBase(siteUrl, basePath) + target)}">${preview}
<meta http-equiv="refresh" content="0; url=${url}">
</head>
<body><p>This page has moved to <a href="${url}">${url}</a>.</p></body>
</html>
`;
}

/** An <html> start tag saying the page's language: its lang attribute replaced, or added. */
export function withLang(tag: string, lang: string): string {
  const attribute = `lang="${escapeAttr(lang)}"`;
  return / lang="[^"]*"/.test(tag) ? tag.replace(/ lang="[^"]*"/, () => ` ${attribute}`) : tag.replace('<html', () => `<html ${attribute}`);
}

/** The five characters XML reserves; sitemaps.org asks for all of them escaped in <loc>. */
function escapeXml(value: string): string {
  const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
  return value.replace(/[&<>"']/g, (char) => entities[char]);
}

/** The sitemap of `routes`, each with its last change when `lastModified` has it (./last-modified.ts). */
export function sitemap(siteUrl: string, routes: string[], basePath: string, lastModified = new Map<string, string>()): string {
  const urls = routes
    .map((route) => {
      const date = lastModified.get(route);
      return `  <url><loc>${escapeXml(siteBase(siteUrl, basePath) + route)}</loc>${date ? `<lastmod>${escapeXml(date)}</lastmod>` : ''}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * renderToString leaves the page's <title> and <meta> where the tree drew them;
 * they belong in <head> for crawlers and link previews. React finds them there when it hydrates.
 */
export function splitHoisted(html: string): { head: string; body: string } {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/.exec(html);
  return hoisted ? { head: hoisted[0], body: html.slice(hoisted[0].length) } : { head: '', body: html };
}

/** The Open Graph and X tags of a page's hoisted head. */
export function previewTags(head: string): string {
  return (head.match(/<meta (?:property="og:|name="twitter:)[^>]*>/g) ?? []).join('');
}

/**
 * Puts the page into Vite's template. The HTML goes in through replacer functions:
 * as a replacement string, "$$", "$`" or "$'" in page text would be read as patterns.
 */
export function fillTemplate(template: string, head: string, body: string): string {
  return template.replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => body);
}

const CSP_SLOT = '<!--app-csp-->';

export interface PrerenderOptions {
  /** Origins the pages' scripts fetch from besides the site (the storage server, when the build has one). */
  connectOrigins?: string[];
  /** The stylesheets an on-demand block's code brings, by block type (./block-stylesheets.ts). */
  blockSheets?: Map<string, string[]>;
  /** The built server entry `entry` was imported from: given, a long route list is drawn by workers, each importing it. */
  entryFile?: string;
  /** Each route's last change, for the sitemap's <lastmod> (./last-modified.ts). */
  lastModified?: Map<string, string>;
  /** Where each page's inlined critical rules are kept between builds (./critical-css-cache.ts); none: all inlined afresh. */
  cacheDir?: string;
}

/** A drawn page: its HTML, the link-preview tags an alias's redirect repeats, and the scripts its policy allows. */
export interface DrawnPage {
  html: string;
  /** Its <html lang>, which an alias's redirect repeats. */
  lang: string;
  preview: string;
  scriptHashes: string[];
}

export interface PageDrawing {
  template: string;
  outDir: string;
  connectOrigins: string[];
  blockSheets: Map<string, string[]>;
  cache?: CriticalCssCache;
}

/** Draws an address into the template: its head hoisted, its critical rules inline, its security policy for exactly its own styles and scripts. */
export function pageDrawer(entry: ServerEntry, { template, outDir, connectOrigins, blockSheets, cache }: PageDrawing) {
  const { site, basePath, colorSchemeScript } = entry;
  const inlineCriticalCss = cachedInlining(criticalCss(outDir, basePath), cache);
  const base = siteBase(site.siteUrl, basePath);
  const pages = new Set(entry.routes.map((r) => r.route));
  return async (url: string, canonical?: string): Promise<DrawnPage> => {
    const { head, body } = splitHoisted(await entry.render(url));
    const link = canonical ? `<link rel="canonical" href="${escapeAttr(base + canonical)}">` : '<meta name="robots" content="noindex">';
    // The sheets of the page's on-demand blocks (or, for an address with no page, the 404 screen's), last in <head>,
    // after the site's: their rules are inlined like its own, and <noscript> links them; with JavaScript, each comes
    // with its code, so the loader leaves them out.
    const onDemand = pages.has(url) ? entry.blockTypes(url) : [NOT_FOUND_SCREEN];
    const sheets = [...new Set(onDemand.flatMap((type) => blockSheets.get(type) ?? []))].map((file) => withBase(`/${file}`, basePath));
    const sheetLinks = sheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttr(href)}">`).join('');
    const filled = fillTemplate(template, colorSchemeScript + head + link, body)
      .replace('</head>', () => `${sheetLinks}</head>`)
      .replace(/<html\b[^>]*>/, (tag) => withLang(tag, entry.lang(url)));
    const inlined = await inlineCriticalCss(filled);
    const html = loadAfterFirstPaint(inlined, sheets, colorSchemeScript);
    // Only the scripts the build writes may run (the colour-scheme script, the loader), never one the page rendered.
    const rendered = new Set(scriptHashes(head + body));
    const hashes = { styleHashes: styleHashes(html), scriptHashes: scriptHashes(html).filter((hash) => !rendered.has(hash)) };
    const policy = contentSecurityPolicy({ ...hashes, connectOrigins });
    return {
      html: html.replace(CSP_SLOT, () => policyMeta(escapeAttr(policy))),
      lang: entry.lang(url),
      preview: previewTags(head),
      scriptHashes: hashes.scriptHashes,
    };
  };
}

/**
 * Renders every route, alias, redirect and the 404 page into outDir, each page with a
 * Content-Security-Policy allowing exactly its own style blocks, and writes _headers with
 * the site-wide headers (the same policy, but for style blocks). Returns the files written.
 */
export async function prerender(
  entry: ServerEntry,
  outDir: string,
  { connectOrigins = [], blockSheets = new Map(), entryFile, lastModified, cacheDir }: PrerenderOptions = {},
): Promise<string[]> {
  const templatePath = join(outDir, 'index.html');
  const template = inlineIcon(readFileSync(templatePath, 'utf8'), outDir);
  if (!template.includes(CSP_SLOT)) throw new Error(`index.html needs ${CSP_SLOT} first in <head>, where the page's security policy goes.`);
  rmSync(templatePath);
  const { site, routes, basePath } = entry;
  const base = siteBase(site.siteUrl, basePath);
  // Keyed by the stylesheets as they are now, before any page is written (none is a stylesheet).
  const cache = cacheDir ? criticalCssCache(cacheDir, outDir, basePath) : undefined;
  const drawing = { template, outDir, connectOrigins, blockSheets, cache };
  const draw = pageDrawer(entry, drawing);
  const drawn = await drawPages(
    routes.map((r) => r.route),
    (route) => draw(route, route),
    entryFile ? { entryFile, drawing } : undefined,
  );
  const allScriptHashes = new Set([...drawn.values()].flatMap((page) => page.scriptHashes));
  const written: string[] = [];
  const emit = (path: string, html: string) => {
    write(path, html);
    written.push(path);
  };

  for (const { route, aliases } of routes) {
    emit(fileFor(outDir, route), drawn.get(route)!.html);
    for (const alias of aliases)
      emit(fileFor(outDir, alias), redirectPage(route, site.siteUrl, basePath, drawn.get(route)!.preview, drawn.get(route)!.lang));
  }
  for (const { from, to } of site.redirects)
    emit(fileFor(outDir, from), redirectPage(to, site.siteUrl, basePath, drawn.get(to)?.preview, drawn.get(to)?.lang ?? entry.lang(to)));
  const notFound = await draw('/404');
  notFound.scriptHashes.forEach((hash) => allScriptHashes.add(hash));
  emit(join(outDir, '404.html'), notFound.html);
  emit(
    join(outDir, 'sitemap.xml'),
    sitemap(
      site.siteUrl,
      routes.map((r) => r.route),
      basePath,
      lastModified,
    ),
  );
  emit(join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n`);
  emit(join(outDir, '_headers'), headersFile(headerPolicy({ scriptHashes: [...allScriptHashes], connectOrigins }), basePath));
  return written;
}
