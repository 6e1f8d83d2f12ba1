import { z } from 'zod';
import { blockShape, href, picture, text, tone } from '../../schema/primitives';
import { slideSlot } from './slot';
import { NOT_TEXT } from '../../schema/text-fields';
import { caseScreen } from '../../schema/card';
import { customIssue, messages } from '../../schema/messages';

const slide = z
  .strictObject({
    title: text('Slide title, in large type'),
    subtitle: text('One or two lines under the title'),
    cta: text('Call-to-action label at the foot of the slide, e.g. "Watch the channel"').meta(NOT_TEXT),
    href: href('Where the whole slide goes: a route, an in-page anchor ("#ai-projects") or an external link (new tab)'),
    tone: tone.describe('Background colour of the slide'),
    image: picture(slideSlot).optional().describe("The picture beside the text; the first slide's loads at once, the others when needed"),
    screen: caseScreen.optional().describe("Instead of an image: the case's key screen, by reference (a slide about the work shows it)"),
  })
  .superRefine((slide, ctx) => {
    if (slide.image && slide.screen) ctx.addIssue(customIssue(messages.ImageOrScreen(), { path: ['screen'] }));
    if (!slide.image && !slide.screen) ctx.addIssue(customIssue(messages.ImageOrScreenNeeded(), { path: ['image'] }));
  })
  .describe('One slide');

export const carouselSchema = z
  .strictObject({
    ...blockShape('carousel', 'A looping slideshow that advances on its own, with previous, next and pause buttons'),
    label: text('What the slideshow is, for screen readers, e.g. "Highlights"'),
    interval: z
      .number()
      .int()
      .min(3000)
      .max(20000)
      .optional()
      .describe('Milliseconds each slide shows before the next (default 5000). It never advances on its own under reduced motion.'),
    slides: z.array(slide).min(2).max(10).describe('The slides, in order; after the last comes the first'),
  })
  .describe('Carousel');

/** Slides; one with a "screen" has, once validated, its case's key screen as its `image` (src/content/derivation/case-screens.ts). */
export type CarouselProps = z.output<typeof carouselSchema>;
