import { z } from 'zod';
import { customIssue, messages } from './messages';
import { cardSlot } from './card-slot';
import { href, icon, picture, richText, routePath, text, tone } from './primitives';
import { NOT_TEXT } from './text-fields';

/**
 * A case's key screen as a picture, by reference: the screen is written once, on the case's page; the validator
 * gives whatever names it (a card, a slide) that screen's file as its `image` (src/content/derivation/case-screens.ts).
 */
export const caseScreen = z
  .strictObject({
    fromCase: routePath('The case page, e.g. "/work/flair-oci"; its "screens" section names the key screen and describes it'),
  })
  .describe("The case's key screen as the picture, by reference: the screen is written once, on the case's page");

/** One card, as the card grid and the scrolling row draw it (src/ui/Card.tsx). */
export const cardItem = z
  .strictObject({
    image: picture(cardSlot).optional().describe('A cover picture across the top of the card'),
    screen: caseScreen.optional(),
    title: text('Card title (h3)'),
    kicker: text('Small line above the title').optional(),
    text: richText('Card text').optional(),
    meta: text('Small line under the text, e.g. dates').optional(),
    icon: icon.optional(),
    tone: tone.optional(),
    chips: z.array(text('Chip text')).optional().describe('Labels listed on the card'),
    href: href('Makes the whole card a link').optional(),
    cta: text('Visible link text at the foot of the card, e.g. "View Case Study"; needs "href"').meta(NOT_TEXT).optional(),
  })
  .superRefine((card, ctx) => {
    if (card.image && card.screen) ctx.addIssue(customIssue(messages.ImageOrScreen(), { path: ['screen'] }));
    if (card.cta && !card.href) ctx.addIssue(customIssue(messages.NeedsOther('cta', 'href'), { path: ['cta'] }));
  });

/** A card; one with a "screen" has, once validated, its case's key screen as its `image` (src/content/derivation/case-screens.ts). */
export type CardItem = z.output<typeof cardItem>;
