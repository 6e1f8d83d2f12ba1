// What a page tells link previews and search engines about itself, from its document and site.json.
// The page's head renders it; the build makes the share card images from the same values.
import type { PageDocument, Section } from '../blocks/page';
import type { PageHeading } from '../blocks/define';
import { pageHeading, pageHeadingBlock } from '../blocks/traits';
import type { Site } from '../schema/site';
import type { Paged } from '../behaviours/archive-paging';
import { BUILD_FOLDERS } from '../schema/build-output';
import { siteBase } from '../schema/links';
import { SHARE_CARD_SIZE, variantPath, type PictureVariants } from '../schema/picture-variants';

export { SHARE_CARD_SIZE };

/** Where the build writes a page's generated card: "/about" → "/og/about.png", "/" → "/og/index.png". */
export function shareCardPath(route: string): string {
  return `/${BUILD_FOLDERS.shareCards}${route === '/' ? '/index' : route}.png`;
}

/** What the page's header says (heading, eyebrow, picture, figures), read through its block's own trait. */
export function pageHeadingOf(document: PageDocument): PageHeading | undefined {
  const header = document.sections.find((section) => section.type === pageHeadingBlock);
  return header && pageHeading.read(header as never);
}

/** The small line above the title on the card: the page header's eyebrow, else the owner's headline. */
export function shareKicker(document: PageDocument, site: Site): string {
  return pageHeadingOf(document)?.eyebrow ?? site.headline;
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
  const paging = document.sections.map((section) => (section as Paged<Section>).paging).find(Boolean);
  return paging && { route: paging.archive, title: paging.title };
}

/** The card the build makes for a page: its own, or for an archive's week, the archive's (one card, not hundreds). */
export const cardOf = (document: PageDocument) => archiveOfWeek(document) ?? document;

/** The Open Graph values of a page: its own image if it names one, else the card the build makes. */
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

/** Who the site is about, as structured data names them: the page about them, and the picture that page shows of them. */
export interface Owner {
  /** The page "/" shows when it is about the owner, else the first page about them: never "/", a redirect search engines skip. */
  route: string;
  /** Its page header's picture, as the site publishes it (a photo: its widest file in the format every browser shows). */
  image?: string;
}

/** A picture's published address: a photo the build re-encodes is no longer at its "src". */
function publishedPicture(picture: { src: string; variants?: PictureVariants }): string {
  const { src, variants } = picture;
  return variants ? variantPath(src, variants, variants.widths.at(-1)!, variants.formats.at(-1)!) : src;
}

/** The owner's page and portrait, from the published documents (pages with "aboutOwner"); none without such a page. */
export function ownerOf(documents: readonly PageDocument[], site: Site): Owner | undefined {
  const about = documents.filter((document) => document.aboutOwner);
  const home = homeRoute(
    site,
    documents.map((document) => ({ route: document.route, aliases: document.aliases ?? [] })),
  );
  const page = about.find((document) => document.route === home) ?? about[0];
  if (!page) return undefined;
  const header = pageHeadingOf(page);
  return { route: page.route, ...(header?.image && { image: publishedPicture(header.image) }) };
}

export function personData(site: Site, owner: Owner | undefined) {
  const base = siteBase(site.siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: site.name,
    ...(site.jobTitle && { jobTitle: site.jobTitle }),
    url: base + (owner?.route ?? '/'),
    ...(owner?.image && { image: base + owner.image }),
    address: address(site.location),
    sameAs: Object.values(site.profiles).filter((href) => href.startsWith('https://')),
  };
}

/** The site, at the page "/" shows (the root itself only redirects there). */
export function websiteData(site: Site, home: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    ...(site.alternateName && { alternateName: site.alternateName }),
    url: siteBase(site.siteUrl) + home,
  };
}

/** The page-level structured data: a Person on pages about the owner, the WebSite on the home page. Breadcrumbs add their own. */
export function structuredData(document: PageDocument, site: Site, home: string | undefined, owner: Owner | undefined): object[] {
  return [...(document.aboutOwner ? [personData(site, owner)] : []), ...(home && document.route === home ? [websiteData(site, home)] : [])];
}
