import { z } from 'zod';
import { MAX_ROUTE_DEPTH, MAX_ROUTE_SEGMENT, reservedPart } from './build-output';
import { parseFor, siteRefine, siteTransform, type CrossChecks } from './cross-checks';
import { customIssue, mapped, messages, problemOf, quote, received, type Message } from './messages';
import { ICON_NAMES } from './icons';
import { suggest } from './suggest';
import { TONES } from './tones';
import { inlineLinks, internalPath, RUNTIME_TOKENS } from './links';
import { NOT_TEXT } from './text-fields';
import { ladder, type OutputFormat, type PictureSlot, type PictureVariants } from './picture-variants';

/** Free text; one whose help asks for sentences is edited in a box of several lines, as a paragraph is. */
export const text = (description: string) => {
  const schema = z.string().trim().min(1).describe(description);
  return /\bsentences\b/i.test(description) ? schema.meta({ widget: 'paragraph' }) : schema;
};

export const ROUTE_PATTERN = /^\/([a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*)?$/;

/** A language as HTML's lang attribute takes it (BCP 47): "en", "en-CA", "vi", "zh-Hans". */
export const languageTag = (description: string) =>
  z
    .string()
    .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/, {
      error: (issue) => mapped(issue, messages.WrongValue('a language tag such as "en", "en-CA" or "vi"', quote(issue.input))),
    })
    .describe(description);

/** What is wrong with a route of the right form: too deep or too long for a file's path, or a place the build writes to. */
export function routeProblem(route: string): Message | undefined {
  const segments = route.split('/').filter(Boolean);
  if (segments.length > MAX_ROUTE_DEPTH) return messages.RouteTooDeep(MAX_ROUTE_DEPTH);
  if (segments.some((segment) => segment.length > MAX_ROUTE_SEGMENT)) return messages.RouteTooLong(MAX_ROUTE_SEGMENT);
  const taken = reservedPart(route);
  return taken ? messages.RouteTaken(route, taken) : undefined;
}

export const routePath = (description: string) =>
  z
    .string()
    .regex(ROUTE_PATTERN, { abort: true, error: (issue) => mapped(issue, messages.BadRoute(received(issue.input))) })
    .superRefine((route, ctx) => {
      const problem = routeProblem(route);
      if (problem) ctx.addIssue(customIssue(problem));
    })
    .describe(description)
    .meta(NOT_TEXT);

// A token such as {linkedin} may stand for the whole link in the raw document (editors see the raw form), or
// start one when a path follows ("{blog}/my-post": the site's token values are checked links, and the expanded
// link is checked again). Never "{resume}//evil.example": "//" and "/\" (which browsers read as "//") lead to
// another site.
const LINK_PATTERN = /^(\/(?![/\\])|#[A-Za-z]|https:\/\/[^\s]+$|mailto:[^\s]+$|\{[A-Za-z][A-Za-z0-9]*\}(\/[^\s/\\][^\s]*)?$)/;
/** The browser resolves these ({resume}) itself, so nothing may follow them. */
const RUNTIME_TOKEN_WITH_MORE = new RegExp(`^\\{(${RUNTIME_TOKENS.join('|')})\\}.`);

function linkMessage(input: unknown): Message {
  const got = received(input);
  return /^http:\/\/[^\s]+$/i.test(got) ? messages.InsecureLink(got) : messages.BadLink(got);
}

export const href = (description: string) =>
  z
    .string()
    .regex(LINK_PATTERN, { abort: true, error: (issue) => mapped(issue, linkMessage(issue.input)) })
    .describe(
      `${description}. An internal path ("/about", "/work#projects"), an in-page anchor ("#projects"), ` +
        `"https://…", "mailto:…", "{resume}" for the resume PDF, or a profile token and a path ("{blog}/my-post").`,
    )
    .meta({ widget: 'link', ...NOT_TEXT })
    .pipe(
      siteRefine<string>((value, ctx, checks) => {
        if (RUNTIME_TOKEN_WITH_MORE.test(value)) {
          ctx.addIssue(customIssue(messages.BadLink(value)));
          return;
        }
        if (!checks || !(value.startsWith('#') || internalPath(value))) return;
        const path = internalPath(value);
        const problem = path?.startsWith('/assets/') ? checks.assetProblem(path) : checks.linkProblem(value);
        if (problem) ctx.addIssue(customIssue(problem));
      }),
    );

/** "jpe?g" -> "[jJ][pP][eE]?[gG]": a file ending as phones and cameras write it (IMG_1234.JPG) is the same kind. */
const anyCase = (kinds: string) => kinds.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);

/** A file under public/assets/ of one of `kinds` (a regular expression's alternatives, e.g. "png|jpe?g"). */
export const assetPath = (description: string, kinds = 'svg|png|jpe?g|webp|avif|gif|pdf') => {
  const names = kinds.replace('jpe?g', 'jpg').split('|');
  const listed = `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  const ending = anyCase(kinds);
  return z
    .string()
    .regex(new RegExp(`^\\/assets\\/[\\w ./-]+\\.(${ending})$`), {
      // Abort: the existence check below would only repeat the complaint about a malformed path.
      abort: true,
      error: (issue) => {
        const got = received(issue.input);
        const withoutSlash = new RegExp(`^(?![/\\\\])(assets\\/)?[\\w ./-]+\\.(${ending})$`).test(got);
        return mapped(
          issue,
          withoutSlash ? messages.AssetWithoutSlash(got) : messages.WrongValue(`a file path under /assets/ (${listed})`, quote(got)),
        );
      },
    })
    .describe(description)
    .meta({ widget: 'asset', ...NOT_TEXT })
    .pipe(
      siteRefine<string>((value, ctx, checks) => {
        // A space would reach the page's HTML as it is; hosts and editors disagree on what such an address means.
        const problem = value.includes(' ')
          ? messages.SpaceInFileName(value, value.replace(/ +/g, '-'))
          : value
                .slice(1)
                .split('/')
                .some((segment) => segment === '.' || segment === '..' || segment === '')
            ? messages.WrongValue('a file path under /assets/ that names each folder, without "//", "." or ".." parts', quote(value))
            : checks?.assetProblem(value);
        if (problem) ctx.addIssue(customIssue(problem));
      }),
    );
};

/** The picture fields, for a picture with rules of its own (link previews), which `withSize` then sizes. */
export const pictureShape = {
  src: assetPath(
    'Picture file under public/: a photo or screenshot (JPEG, PNG, WebP, AVIF, GIF) or a drawing (SVG), e.g. "/assets/about/portrait.jpg"',
    'svg|png|jpe?g|webp|avif|gif',
  ),
  alt: z.string().describe('What the image shows, for people who cannot see it. Use "" only for pure decoration.'),
  width: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('Width in pixels; leave out for a photo or screenshot (the build reads it from the file)'),
  height: z
    .number()
    .int()
    .positive()
    .optional()
    .describe('Height in pixels; leave out for a photo or screenshot (the build reads it from the file)'),
};

/** A picture as a document writes it, before its size is known. */
export type PictureFields = z.output<z.ZodObject<typeof pictureShape>>;

/** What the build makes of a picture once its size is known (picture-variants.ts); undefined for one drawn as it is. */
type VariantsOf = (file: { width: number; height: number; format: string }) => Omit<PictureVariants, 'hash'>;

/**
 * A picture's size, as pages need it to reserve its box: the document's, else the file's. For a raster file
 * the validator reads (CrossChecks.picture), a given size must have the file's shape, and whatever would break
 * the file on the site is reported at its "src". A photo the build re-encodes gains `variants`, the files it
 * makes. Without the validator (editors, fixtures) the document's size stands.
 */
export function withSize<T extends { src: string; width?: number; height?: number }>(
  value: T,
  ctx: z.RefinementCtx,
  checks: CrossChecks | undefined,
  variantsOf?: VariantsOf,
): T & { width: number; height: number; variants?: PictureVariants } {
  const picture = checks?.picture(value.src);
  if (picture && 'problem' in picture) {
    ctx.addIssue(customIssue(picture.problem, { path: ['src'], input: value.src }));
    return z.NEVER;
  }
  const { width, height } = value;
  const file = picture?.width && picture.height ? { width: picture.width, height: picture.height } : undefined;
  if (file && picture?.raster && width !== undefined && height !== undefined) {
    if (Math.abs(width / height / (file.width / file.height) - 1) > 0.01) {
      ctx.addIssue(customIssue(messages.PictureSizeMismatch(width, height, file.width, file.height), { path: ['width'], input: width }));
      return z.NEVER;
    }
  }
  const variants =
    file && picture?.hash && variantsOf ? { variants: { hash: picture.hash, ...variantsOf({ ...file, format: picture.format }) } } : {};
  if (width !== undefined && height !== undefined) return { ...value, width, height, ...variants };
  if (file && width !== undefined) return { ...value, width, height: Math.round((width * file.height) / file.width), ...variants };
  if (file && height !== undefined) return { ...value, width: Math.round((height * file.width) / file.height), height, ...variants };
  if (file) return { ...value, ...file, ...variants };
  ctx.addIssue(customIssue(messages.PictureSizeUnknown(), { path: [], input: value }));
  return z.NEVER;
}

/** A PNG or GIF may be see-through, which a JPEG cannot show. */
const fallbackFor = (format: string): OutputFormat => (format === 'png' ? 'png' : 'jpeg');

/** A picture drawn in `slot`: the build makes AVIF, WebP and a JPEG or PNG of a photo at the widths the slot needs. */
export const picture = (slot: PictureSlot) =>
  z
    .strictObject(pictureShape)
    .pipe(
      siteTransform((value: PictureFields, ctx, checks) =>
        withSize(value, ctx, checks, (file) => ({
          widths: ladder(file.width, slot),
          formats: ['avif', 'webp', fallbackFor(file.format)],
        })),
      ),
    )
    .describe('A picture with its alternative text; its size is read from the file when the document leaves it out')
    .meta(NOT_TEXT);

/** Section anchors: `#values` in a link scrolls to the section with id "values". */
export const anchorId = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, {
    error: (issue) => mapped(issue, messages.WrongValue('a lower-case id such as "my-journey"', quote(issue.input))),
  })
  .describe('Anchor id of this section, so that a link "#id" scrolls to it')
  .meta(NOT_TEXT);

export const tone = z.enum(TONES).describe('Pastel colour of the card');

export const link = z
  .strictObject({
    label: text('Visible text of the link'),
    href: href('Where the link goes'),
  })
  .describe('A labelled link');

/** Every block repeats these: a type, an optional anchor, an optional heading and intro. */
export function blockShape<T extends string>(type: T, description: string) {
  return {
    type: z.literal(type).describe(description),
    id: anchorId.optional(),
  };
}

const inlineHref = href('A link inside text');

/** Text drawn through RichText: its "[label](href)" parts become live links, so each is checked like any link. */
export const richText = (description: string) =>
  text(`${description}. Links are written [label](https://…)`)
    .meta({ widget: 'paragraph' })
    .pipe(
      siteRefine<string>((value, ctx, checks) => {
        for (const { href: target } of inlineLinks(value)) {
          const result = inlineHref.safeParse(target, parseFor(checks));
          if (!result.success)
            for (const issue of result.error.issues)
              ctx.addIssue(customIssue({ name: problemOf(issue) ?? 'Invalid', text: issue.message }));
        }
      }),
    );

export const sectionHeading = {
  heading: text('Section heading (h2)').optional(),
  intro: richText('Short paragraph under the heading').optional(),
};

// `widget` (in the JSON Schema too) tells the owner's editor which picker a field takes (src/editor/form/widgets.tsx).
export const icon = z.enum(ICON_NAMES).describe('Icon name, e.g. "rocket"').meta({ widget: 'icon' });

/** A name for site.json's icon pools: lower-case words joined by "-". */
export const iconPoolName = (description: string) =>
  z
    .string()
    .regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, {
      abort: true,
      error: (issue) => mapped(issue, messages.WrongValue('a lower-case name such as "thoughts-articles"', quote(issue.input))),
    })
    .describe(description);

/** A block's "iconPool": one of the pools site.json declares. */
export const iconPoolRef = (description: string) =>
  iconPoolName(description).pipe(
    siteRefine<string>((value, ctx, checks) => {
      const known = checks?.iconPoolNames();
      if (known && !known.includes(value)) {
        ctx.addIssue(customIssue(messages.UnknownIconPool(value, [...known], suggest(value, known))));
      }
    }),
  );

const keyword = z
  .string()
  .regex(/^[\p{L}\p{N}]+$/u, { error: (issue) => mapped(issue, messages.NotOneWord(quote(issue.input))) })
  .describe('One word (letters and digits), matched whole and case-insensitively; a plural "s" also matches');

const keywords = (description: string) => z.array(keyword).optional().describe(description);

/** Keyword rules that give each item a category label from its title (src/content/derivation/labels.ts applies them). */
export const labelRules = z
  .strictObject({
    rules: z
      .array(
        z
          .strictObject({
            // A missing label gets its own message: the generic "missing value" would not say what a label is for.
            label: z
              .string({ error: (issue) => (issue.input === undefined ? mapped(issue, messages.RuleWithoutLabel()) : undefined) })
              .trim()
              .min(1)
              .describe('The label shown on an item whose title matches, e.g. "Politics"'),
            all: keywords('Words that must all appear in the title, e.g. ["ai", "work"]'),
            any: keywords('Words of which at least one must appear in the title, e.g. ["state", "holiday"]'),
          })
          // Checked even when the label is missing, so one report names both faults.
          .refine((rule) => (rule.all?.length ?? 0) + (rule.any?.length ?? 0) > 0, {
            error: (issue) => mapped(issue, messages.RuleWithoutKeywords()),
            when: (payload) => typeof payload.value === 'object' && payload.value !== null,
          })
          .describe('A rule: the label for titles holding all of "all" and, if given, one of "any"'),
      )
      .optional()
      .describe('Tried in order; the first rule that matches gives the label'),
    fallback: text('The label when no rule matches, e.g. "Opinion"'),
  })
  .describe('Labels derived from each item\'s title; an item\'s own "label" wins');

export const button = z
  .strictObject({
    label: text('Button text'),
    href: href('Where the button goes'),
    variant: z.enum(['filled', 'light', 'outline']).optional().describe('Emphasis: filled (default), light or outline'),
    icon: icon.optional(),
  })
  .describe('A link drawn as a button');

export const badge = z
  .strictObject({
    text: text('Badge text, e.g. "Free tier"'),
    variant: z
      .enum(['default', 'secondary', 'destructive'])
      .describe('default (filled), secondary (soft) or destructive (red, e.g. "Paid only")'),
  })
  .describe('A small label on a card');

/** Search and category chips over a list; `fields` names the item fields they may use. */
export function listControls<const F extends readonly [string, ...string[]]>(fields: F, noun: string) {
  const field = z.enum(fields);
  return {
    searchPlaceholder: text(`Placeholder of the search box, e.g. "Search ${noun}..."`).meta(NOT_TEXT),
    searchFields: z
      .array(field)
      .min(1)
      .describe(`Item fields the search looks in (case-insensitive, literal text): ${fields.join(', ')}`),
    chips: z
      .strictObject({
        field: field.describe('Item field the chips compare with (a list field matches if any entry does)'),
        label: text('What the chips choose, for screen readers, e.g. "Category"'),
        options: z.array(text('Chip text')).min(1).describe('The chips after "All", which is always first'),
      })
      .meta(NOT_TEXT)
      .optional()
      .describe('Category chips'),
  };
}
