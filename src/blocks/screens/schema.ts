import { z } from 'zod';
import { customIssue, messages } from '../../schema/messages';
import { blockShape, routePath, sectionHeading, text } from '../../schema/primitives';
import { NOT_TEXT } from '../../schema/text-fields';

/** What any part may carry: a ring that draws the eye to it, and a numbered callout the caption explains. */
const marks = {
  highlight: z.boolean().optional().describe('Draws a ring around the part, to point at what changed'),
  callout: z.int().min(1).max(9).optional().describe("Puts this number beside the part; the caption's note of that number explains it"),
};

const tone = z.enum(['info', 'success', 'warning', 'danger']).describe('Its colour: info, success, warning or danger');

const short = (description: string, max = 40) => text(description).max(max);

const part = <K extends string, S extends z.core.$ZodLooseShape>(kind: K, description: string, shape: S) =>
  z.strictObject({ part: z.literal(kind).describe(description), ...shape, ...marks });

/** The parts a product screen is made of, drawn top to bottom in the order the document lists them. */
export const screenPart = z.discriminatedUnion('part', [
  part('app-bar', 'The bar at the top: a title, a back arrow, an action', {
    title: short('The screen\'s title, e.g. "Check-in"', 32),
    back: z.boolean().optional().describe('Shows a back arrow'),
    action: short('A word on the right, e.g. "Edit"', 12).optional(),
  }),
  part('tabs', 'A row of tabs', {
    items: z.array(short('A tab', 16)).min(2).max(5).describe('The tabs'),
    active: z.int().min(1).max(5).default(1).describe('Which tab is open, counting from 1'),
  }),
  part('row', 'A list row', {
    title: short('Its main line'),
    detail: short('A second, quieter line').optional(),
    value: short('A figure on the right, e.g. "$48"', 14).optional(),
    badge: short('A label in a pill on the right, e.g. "Hot"', 12).optional(),
    tone: tone.optional(),
    avatar: z.boolean().optional().describe("Starts the row with a round picture of the title's initials"),
  }),
  part('cards', 'One to three cards side by side, each a figure or a few words', {
    items: z
      .array(
        z.strictObject({
          title: short('Its small heading, e.g. "Leads today"', 24),
          value: short('Its figure, e.g. "128"', 12).optional(),
          detail: short('A line under it, e.g. "+12% on last week"', 28).optional(),
        }),
      )
      .min(1)
      .max(3)
      .describe('The cards'),
  }),
  part('field', 'A form field', {
    label: short('Its label, e.g. "Passport number"', 32),
    value: short('What is typed in it').optional(),
    state: z.enum(['error', 'valid']).optional().describe('Drawn as refused (error) or accepted (valid)'),
    message: short('The line under it, e.g. "Card declined: try another"', 48).optional(),
  }),
  part('button', 'A button', {
    label: short('Its label, e.g. "Pay $312.40"', 28),
    style: z.enum(['primary', 'secondary']).default('primary').describe('Filled (primary) or outlined (secondary)'),
  }),
  part('toggle', 'A switch with its label', {
    label: short('What it switches, e.g. "Auto-renew"'),
    on: z.boolean().default(false).describe('Drawn switched on'),
  }),
  part('banner', 'A message across the screen', {
    text: short('The message', 90),
    tone: tone.default('info'),
  }),
  part('toast', 'A short message floating at the foot of the screen', {
    text: short('The message, e.g. "Seat 12A added"', 40),
    action: short('A word to act on it, e.g. "Undo"', 10).optional(),
  }),
  part('chart', 'A bar or line chart', {
    style: z.enum(['bar', 'line']).default('bar').describe('Bars or a line'),
    title: short('Its heading, e.g. "Check-ins by week"').optional(),
    values: z.array(z.number().min(0)).min(2).max(12).describe('The figures, left to right, drawn to their own scale'),
  }),
  part('funnel', 'A funnel: stages that narrow', {
    stages: z
      .array(
        z.strictObject({
          label: short('The stage', 24),
          value: z.number().min(0).describe('Its figure, e.g. 47'),
          figure: short('How it is written, e.g. "47%"', 10).optional(),
        }),
      )
      .min(2)
      .max(6)
      .describe('The stages, widest first'),
  }),
  part('stepper', 'The steps of a flow, with the current one marked', {
    steps: z.array(short('A step, a word or two', 14)).min(2).max(6).describe('The steps'),
    current: z.int().min(1).max(6).default(1).describe('The step the screen is at, counting from 1'),
  }),
  part('map', 'A map with a pin', {
    pin: short('What the pin marks, e.g. "Gate 14"', 24),
  }),
  part('avatar', 'A person: a round picture of their initials, their name and a line', {
    name: short('The name, e.g. "Priya S."', 28),
    detail: short('A line under it').optional(),
  }),
  part('text', 'A line or two of text', {
    text: short('The words', 120),
    size: z.enum(['figure', 'title', 'body', 'small']).default('body').describe('How large: figure, title, body or small'),
  }),
]);

const screen = z
  .strictObject({
    device: z.enum(['phone', 'tablet', 'desktop']).default('phone').describe('The frame: phone, tablet or desktop browser'),
    label: short('The line under the screen, e.g. "Before" or "2. Passport"', 32).optional(),
    // The mock-up's own words (its address, menu and parts) are drawn, not the page's: search and the page's word count
    // skip them, so "Priya: pricing memo" on a drawn list is no result of its own; its description (alt) is the page's.
    address: short('A desktop browser\'s address, e.g. "crm.example.com/leads"', 40).meta(NOT_TEXT).optional(),
    sidebar: z
      .array(short('A menu item', 16))
      .max(8)
      .meta(NOT_TEXT)
      .optional()
      .describe("A tablet's or desktop's menu down the left; the first is the open one"),
    sketch: z.boolean().optional().describe('Draws the words as grey bars: a screen shown for its shape, e.g. one of eleven old steps'),
    parts: z.array(screenPart).max(14).meta(NOT_TEXT).describe('What the screen shows, top to bottom'),
  })
  .describe('A screen');

/** Fields a section that takes its screens "sameAs" another page leaves to that page. */
const WRITTEN_ONCE = ['alt', 'notes', 'groups', 'keyScreen', 'brand'] as const;

/** The products' own colours a drawing may take (a class each in Screens.module.css, light and dark). */
export const BRANDS = ['teal', 'green', 'cyan', 'blue', 'violet', 'grape', 'pink', 'red', 'orange'] as const;
export type Brand = (typeof BRANDS)[number];

export const screensSchema = z
  .strictObject({
    ...blockShape('screens', 'Product screens drawn from their description: a phone, tablet or browser, before and after, or a flow'),
    ...sectionHeading,
    sameAs: routePath(
      'The case page whose screens these are, e.g. "/work/flair-oci": its alt, notes and groups are drawn here, written once there',
    ).optional(),
    alt: text('What the screens show, in words, for screen readers: the screens and what changed').max(600).optional(),
    caption: text('The line under the screens, e.g. "The decline screen, before and after"').optional(),
    notes: z
      .array(text('What a numbered callout points at').max(160))
      .max(9)
      .optional()
      .describe("The callouts' notes, in order: the first explains callout 1, and so on"),
    groups: z
      .array(
        z.strictObject({
          label: short('The group\'s heading, e.g. "Before: 11 screens"').optional(),
          screens: z.array(screen).min(1).max(12).describe('Its screens, side by side, wrapping on a narrow page'),
        }),
      )
      .min(1)
      .max(3)
      .optional()
      .describe('Groups of screens side by side (e.g. before and after), each a screen or a short flow'),
    keyScreen: z
      .int()
      .min(1)
      .optional()
      .describe(
        'The screen that stands for the case, counting across the groups from 1, which the cards linking to it ({ "screen": { "fromCase": … } }) show as their picture; by default the first of the last group (the "after")',
      ),
    brand: z
      .enum(BRANDS)
      .optional()
      .describe(
        "The product's own colour for its buttons, links, lines and bars, so each company's screens look like its product and not like this site; by default the site's. The numbered rings and callouts stay the site's: they are your notes on the product",
      ),
  })
  .superRefine((block, ctx) => {
    if (block.sameAs) {
      for (const field of WRITTEN_ONCE)
        if (block[field] !== undefined) ctx.addIssue(customIssue(messages.ScreensTwice(field), { path: [field] }));
      return;
    }
    if (!block.alt || !block.groups) {
      ctx.addIssue(customIssue(messages.ScreensWritten(), { path: [block.alt ? 'groups' : 'alt'] }));
      return;
    }
    const count = block.groups.reduce((sum, group) => sum + group.screens.length, 0);
    const key = block.keyScreen;
    if (key && key > count) ctx.addIssue(customIssue(messages.KeyScreenOutside(key, count), { path: ['keyScreen'] }));
    const notes = block.notes?.length ?? 0;
    block.groups.forEach((group, g) =>
      group.screens.forEach((screen, s) =>
        screen.parts.forEach((part, p) => {
          if (part.callout && part.callout > notes)
            ctx.addIssue({
              code: 'custom',
              path: ['groups', g, 'screens', s, 'parts', p, 'callout'],
              message: `callout ${part.callout} has no note: add it to "notes"`,
            });
        }),
      ),
    );
  })
  .describe('Screens');

export type ScreensProps = z.output<typeof screensSchema>;
export type ScreenPart = z.output<typeof screenPart>;
export type Screen = z.output<typeof screen>;

/** The screen a case's cards show: the one "keyScreen" names, by default the first of the last group (the "after"). */
export function keyScreenOf(block: ScreensProps): Screen | undefined {
  if (!block.groups) return undefined;
  const screens = block.groups.flatMap((group) => group.screens);
  return screens[block.keyScreen ? block.keyScreen - 1 : screens.length - block.groups[block.groups.length - 1].screens.length];
}
