// What a page tells link previews and search engines about itself, from its document and site.json.
// The page's head draws it; the build draws the share card images from the same values.
import type { PageDocument, Section } from '../schema/page';
import type { Site } from '../schema/site';
import type { Archive, Paged } from '../behaviours/archive-paging';
import { siteBase } from '../schema/links';
import { isArchive } from '../schema/sections';
import { SHARE_CARD_SIZE, variantPath } from '../schema/picture-variants';

export { SHARE_CARD_SIZE };

/** Where the build writes a page's generated card: "/about" → "/og/about.png", "/" → "/og/index.png". */
export function shareCardPath(route: string): string {
  return `/og${route === '/' ? '/index' : route}.png`;
}

type PageHeader = Extract<Section, { type: 'page-header' }>;

/** The small line above the title on the card: the page header's eyebrow, else the owner's headline. */
export function shareKicker(document: PageDocument, site: Site): string {
  const header = document.sections.find((section): section is PageHeader => section.type === 'page-header');
  return header?.eyebrow ?? site.headline;
}

export interface SharePreview {
  title: string;
  description: string;
  url: string;
  siteName: string;
  image: { url: string; width: number; height: number; alt: string };
}

/**
 * The archive a page is a week of, if it is one (its route and title): its link preview is the archive's. Types
 * alone from archive-paging.ts: its code shares a module with the archive blocks, which every page would then load.
 */
export function archiveOfWeek(document: PageDocument): { route: string; title: string } | undefined {
  const archive = document.sections.find(isArchive);
  const paging = (archive as Paged<Archive> | undefined)?.paging;
  return paging && { route: paging.archive, title: paging.title };
}

/** The card the build draws for a page: its own, or for an archive's week, the archive's (one card, not hundreds). */
export const cardOf = (document: PageDocument) => archiveOfWeek(document) ?? document;

/** The Open Graph values of a page: its own image if it names one, else the card the build draws. */
export function sharePreview(document: PageDocument, site: Site): SharePreview {
  const base = siteBase(site.siteUrl);
  const own = document.shareImage;
  const image = own?.variants
    ? { url: base + variantPath(own.src, own.variants, SHARE_CARD_SIZE.width, own.variants.formats[0]), ...SHARE_CARD_SIZE, alt: own.alt }
    : own
      ? { url: base + own.src, width: own.width, height: own.height, alt: own.alt }
      : {
          url: base + shareCardPath(cardOf(document).route),
          ...SHARE_CARD_SIZE,
          alt: `${shareKicker(document, site)}: ${cardOf(document).title}`,
        };
  return { title: document.title, description: document.description, url: base + document.route, siteName: site.name, image };
}

/** The route "/" shows: a page there, or the one "/" redirects to. */
export function homeRoute(site: Site, routes: { route: string; aliases: string[] }[]): string | undefined {
  const page = routes.find(({ route, aliases }) => route === '/' || aliases.includes('/'));
  return page?.route ?? site.redirects.find((redirect) => redirect.from === '/')?.to;
}

/** "Calgary, Canada" → locality "Calgary", country "Canada" (site.json asks for city and country). */
function address(location: string) {
  const comma = location.lastIndexOf(',');
  return comma < 0
    ? { '@type': 'PostalAddress', addressLocality: location }
    : { '@type': 'PostalAddress', addressLocality: location.slice(0, comma).trim(), addressCountry: location.slice(comma + 1).trim() };
}

export function personData(site: Site) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: site.name,
    ...(site.jobTitle && { jobTitle: site.jobTitle }),
    url: `${siteBase(site.siteUrl)}/`,
    address: address(site.location),
    sameAs: Object.values(site.profiles).filter((href) => href.startsWith('https://')),
  };
}

export function websiteData(site: Site) {
  return { '@context': 'https://schema.org', '@type': 'WebSite', name: site.name, url: `${siteBase(site.siteUrl)}/` };
}

/** The page-level structured data: a Person on pages about the owner, the WebSite on the home page. Breadcrumbs add their own. */
export function structuredData(document: PageDocument, site: Site, home: string | undefined): object[] {
  return [...(document.aboutOwner ? [personData(site)] : []), ...(document.route === home ? [websiteData(site)] : [])];
}
