import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CARD_FAMILIES, fontsFor, missingCharacters } from './card-fonts';
import { cutHeadingFont, HEADING_FONT_SOURCE, HEADING_WEIGHT } from './heading-font';
import { Card, COLOURS, type CardText } from './share-card-layout';
import { pageHeadingOf, SHARE_CARD_SIZE, shareCardPath, shareKicker } from '../../app/share';
import type { PageDocument } from '../../blocks/page';
import { summaryOf } from '../../content/derivation/case-summary';
import type { Site } from '../../schema/site';

const require = createRequire(import.meta.url);

/** Everything the picture depends on besides its text: this file and the layout's, the colours, the fonts and the renderers. */
let drawingKey: string | undefined;
function drawingVersion(): string {
  drawingKey ??= createHash('sha256')
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .update(readFileSync(fileURLToPath(new URL('./share-card-layout.tsx', import.meta.url))))
    .update(JSON.stringify(COLOURS))
    .update(readFileSync(HEADING_FONT_SOURCE))
    .update(
      JSON.stringify(
        ['satori', '@resvg/resvg-js', ...CARD_FAMILIES.map((family) => family.package)].map(
          (name) => require(`${name}/package.json`).version,
        ),
      ),
    )
    .digest('hex');
  return drawingKey;
}

/** The cache file name of a card: a hash of what is drawn, so a changed title, colour or font draws it anew. */
export function cardKey(text: CardText): string {
  return createHash('sha256').update(drawingVersion()).update(JSON.stringify(text)).digest('hex').slice(0, 32);
}

/** Every character the card draws (the kicker in capitals). */
const drawnText = (text: CardText) =>
  [
    text.title,
    text.kicker,
    text.kicker.toUpperCase(),
    text.siteName,
    text.domain,
    text.role ?? '',
    ...(text.figures ?? []).flatMap((f) => [f.value, f.label]),
  ].join('');

export type { CardText };

export async function drawCard(text: CardText): Promise<Buffer> {
  // Loaded on the first card not in the cache: a build with every card cached never needs them.
  const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const fonts = fontsFor(drawnText(text));
  const fontFamily = [...new Set(fonts.map((font) => `"${font.name}"`))].join(', ');
  // The site's headings' typeface, cut to the card's characters; a character it lacks falls back to the text's fonts.
  const heading = {
    name: 'Heading',
    data: await cutHeadingFont(drawnText(text), 'sfnt'),
    weight: HEADING_WEIGHT,
    style: 'normal',
  } as const;
  const svg = await satori(<Card {...text} fontFamily={fontFamily} headingFamily={`"Heading", ${fontFamily}`} />, {
    ...SHARE_CARD_SIZE,
    fonts: [heading, ...fonts],
  });
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
}

/**
 * What a page's card says: its header's heading (the page's title less the owner's name, which the card's foot
 * carries with their role), and its proof: the header's figures, or the case's three results.
 */
export function cardText(document: PageDocument, site: Site): CardText {
  const header = pageHeadingOf(document);
  const title = header?.heading ?? document.title.replace(new RegExp(`\\s*[·|–-]\\s*${escape(site.name)}$`), '');
  const summary = summaryOf(document);
  const figures = (header?.figures ?? summary?.trait.results(summary.section) ?? []).map(({ value, label }) => ({ value, label }));
  return {
    title,
    kicker: shareKicker(document, site),
    siteName: site.name,
    domain: new URL(site.siteUrl).host,
    role: site.headline,
    figures,
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Writes the share card of every page that names no image of its own to outDir/og/…,
 * taking unchanged ones from cacheDir. Returns the files written. `log` hears of a character no font draws.
 */
export async function writeShareCards(
  documents: PageDocument[],
  site: Site,
  outDir: string,
  cacheDir: string,
  log: (line: string) => void = () => {},
): Promise<string[]> {
  mkdirSync(cacheDir, { recursive: true });
  const written: string[] = [];
  for (const document of documents) {
    if (document.shareImage) continue;
    const text = cardText(document, site);
    const missing = missingCharacters(drawnText(text));
    if (missing.length > 0)
      log(`Share card of ${document.route}: no font draws ${missing.map((c) => `"${c}"`).join(', ')}, shown as empty boxes.`);
    const cached = join(cacheDir, `${cardKey(text)}.png`);
    if (!existsSync(cached)) {
      // Renamed into place whole: builds running side by side share the cache.
      const partial = `${cached}.${process.pid}.tmp`;
      writeFileSync(partial, await drawCard(text));
      renameSync(partial, cached);
    }
    const file = join(outDir, shareCardPath(document.route));
    mkdirSync(dirname(file), { recursive: true });
    copyFileSync(cached, file);
    written.push(file);
  }
  return written;
}
