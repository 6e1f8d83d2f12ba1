import { z } from 'zod';
import { sectionSchema } from './schemas';
import { columnsOf } from './sections';
import type { JsonPath } from '../schema/json';
import { customIssue, mapped, messages, quote } from '../schema/messages';
import { SHARE_CARD_SIZE } from '../schema/picture-variants';
import { siteTransform } from '../schema/cross-checks';
import { assetPath, languageTag, pictureShape, routePath, text, withSize, type PictureFields } from '../schema/primitives';

export { sectionSchema };

/** The ids of the frame every page is drawn in (index.html's render root, src/app/Shell.tsx). */
const FRAME_IDS = new Set(['root', 'main', 'mobile-menu']);

/**
 * A section's id names one element of the page, as HTML requires, and its "#id" leads to one place: none is used
 * twice, a layout's columns included, nor taken from the frame (a section "main" would steal the skip link).
 */
function checkSectionIds(sections: z.output<typeof sectionSchema>[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  const visit = (list: z.output<typeof sectionSchema>[], path: JsonPath) =>
    list.forEach((section, i) => {
      const { id } = section;
      if (id && FRAME_IDS.has(id)) ctx.addIssue(customIssue(messages.FrameId(id), { path: [...path, i, 'id'] }));
      else if (id && seen.has(id)) ctx.addIssue(customIssue(messages.Repeated('section id', id), { path: [...path, i, 'id'] }));
      if (id) seen.add(id);
      for (const [column, nested] of columnsOf(section)) visit(nested, [...path, i, column]);
    });
  visit(sections, []);
}

/**
 * Link previews (Open Graph, X) show PNG, JPEG or WebP, an SVG or AVIF would leave them blank; a photo of any of
 * the formats the build reads is cropped to 1200 × 630 and sent as a JPEG (a PNG, as a PNG).
 */
const shareImage = z
  .strictObject({
    ...pictureShape,
    src: assetPath(
      'Picture file under public/: a photo or screenshot (JPEG, PNG, WebP or AVIF), cropped to 1200 × 630',
      'png|jpe?g|webp|avif',
    ),
    alt: text('What the image shows, for people who cannot see it'),
  })
  .pipe(
    siteTransform((value: PictureFields, ctx, checks) =>
      withSize(value, ctx, checks, (file) => ({
        widths: [SHARE_CARD_SIZE.width],
        formats: [file.format === 'png' ? 'png' : 'jpeg'],
        crop: SHARE_CARD_SIZE,
      })),
    ),
  )
  .describe('The picture link previews show for this page, instead of the card the build draws from its title');

export const pageSchema = z
  .strictObject({
    $schema: z
      .string()
      .regex(/(^|\/)schemas\/page\.schema\.json$/, {
        error: (issue) => mapped(issue, messages.WrongValue('the relative path to schemas/page.schema.json', quote(issue.input))),
      })
      .describe('Relative path to schemas/page.schema.json, so editors complete and check the document'),
    route: routePath('The address of this page, e.g. "/about"'),
    aliases: z.array(routePath('Another address')).optional().describe('Other addresses that redirect here'),
    title: text('Browser tab title'),
    description: text('Search-result summary (meta description), about 150 characters').max(300),
    shareImage: shareImage.optional(),
    lang: languageTag('The language this page is written in, when it is not the site\'s (site.json "lang")').optional(),
    aboutOwner: z
      .boolean()
      .optional()
      .describe(
        'true on pages about the owner (about, resume): search engines get a Person from site.json (name, job title, location, profiles)',
      ),
    draft: z
      .boolean()
      .optional()
      .describe(
        'A draft: a page you are still writing. You see it here and in the preview, but the published site leaves it out, and its search and sitemap too. The menu and published pages cannot link to it until you switch this off',
      ),
    starterTextKept: z
      .boolean()
      .optional()
      .describe(
        "true once you have said this page's text is yours as it is: the editor's checklist then stops listing what it shares with the starter site",
      ),
    feed: z
      .strictObject({
        title: text('The feed\'s name in feed readers, e.g. "AI news, weekly"'),
      })
      .optional()
      .describe(
        'Publish the dated items of this page and of the pages under it as a feed: <route>/feed.xml (Atom) and <route>/feed.json (JSON Feed), linked from each of these pages',
      ),
    reveal: z
      .strictObject({
        threshold: z.number().min(0).max(1).describe('Share of a section that must be visible before it fades in'),
        staggerMs: z.number().int().min(0).max(1000).optional().describe('Delay between sections revealed together'),
      })
      .optional()
      .describe('Fade sections in as they scroll into view'),
    sections: z.array(sectionSchema).min(1).superRefine(checkSectionIds).describe('The sections, top to bottom'),
  })
  .describe('A page of the site');

export type PageDocument = z.output<typeof pageSchema>;
export type Section = z.output<typeof sectionSchema>;
