import { z } from 'zod';
import { customIssue, mapped, messages, quote } from './messages';
import { isJsonObject } from './json';
import { FACT_PREFIX, RUNTIME_TOKENS } from './links';
import { icon, iconPoolName, languageTag, link, routePath, text } from './primitives';

/** The identity fields a page may name as tokens; a profile may not take one of these names, nor {resume}'s. */
const IDENTITY_KEYS = ['name', 'email', 'headline', 'location'] as const;
const RESERVED_NAMES: readonly string[] = [...IDENTITY_KEYS, ...RUNTIME_TOKENS];

/** A profile's name, which pages write as its token: "github" is {github}. */
const profileName = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9]*$/, {
    abort: true,
    error: (issue) =>
      mapped(issue, messages.WrongValue('a name of letters and digits, starting with a letter, e.g. "github"', quote(issue.input))),
  })
  .refine((name) => !RESERVED_NAMES.includes(name), {
    error: (issue) => mapped(issue, messages.WrongValue(`a name other than ${RESERVED_NAMES.join(', ')}`, quote(issue.input))),
  })
  .describe('Profile name, written {name} in any page, e.g. "github" for {github}');

/** A fact's name, which pages write as {fact:name}: lower-case words joined by "-". */
const factName = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
    error: (issue) =>
      mapped(
        issue,
        messages.WrongValue('a name of lower-case letters and digits joined by "-", e.g. "years-in-product"', quote(issue.input)),
      ),
  })
  .describe('Fact name, written {fact:name} in any page, e.g. "years-in-product" for {fact:years-in-product}');

export const siteSchema = z
  .strictObject({
    $schema: z
      .string()
      .regex(/(^|\/)schemas\/site\.schema\.json$/, {
        error: (issue) => mapped(issue, messages.WrongValue('the relative path to schemas/site.schema.json', quote(issue.input))),
      })
      .describe('Relative path to schemas/site.schema.json, so editors complete and check the document'),
    name: text("The owner's name: {name} in any page"),
    email: z.email().describe('Contact address: {email} in any page'),
    headline: text('One-line professional headline: {headline}'),
    jobTitle: text('Job title for search engines, e.g. "Senior Product Manager"').optional(),
    alternateName: text(
      'Another name the site goes by, for search engines to show beside its address, e.g. "Alex Rao, product manager"',
    ).optional(),
    lang: languageTag('The language the pages are written in, e.g. "en" (the default) or "vi"; a page may name its own').optional(),
    location: text('City and country: {location}'),
    siteUrl: z.url({ protocol: /^https$/ }).describe('Public address of the site, used in the sitemap and canonical links'),
    profiles: z
      .record(
        profileName,
        z
          .url({
            protocol: /^https$/,
            // "https://" alone is where the editor starts a new profile: what is missing is the rest, not the start.
            error: (issue) =>
              typeof issue.input === 'string' && /^https:\/*$/i.test(issue.input.trim())
                ? mapped(issue, messages.AddressUnfinished(issue.input))
                : mapped(issue, messages.WrongValue('an address starting with "https://"', quote(issue.input))),
          })
          .describe('Profile address, starting with "https://"'),
      )
      .default({})
      .describe(
        'Profiles elsewhere (GitHub, LinkedIn, Bluesky…), as many as you have, each named as pages write it: "github" is {github}. ' +
          'Remove one and every link to it leaves the site',
      ),
    facts: z
      .record(factName, text('The figure or fact as visitors read it, e.g. "10+" or "47% → 97%"'))
      .optional()
      .describe(
        'Figures and facts several pages repeat (a headline result, years of experience, an employer and its dates), each written once here ' +
          'and written {fact:name} wherever a page shows it, so a change here reaches every page. A value may itself use another fact',
      ),
    nav: z
      .array(z.strictObject({ label: text('Link text'), href: routePath('Page route') }))
      .min(1)
      .describe('Top navigation links, in order'),
    redirects: z
      .array(z.strictObject({ from: routePath('Old address'), to: routePath('Route it redirects to') }))
      .describe('Addresses that redirect, e.g. "/" to "/about"'),
    deletedPages: z
      .array(routePath('Route of a deleted page'))
      .optional()
      .describe(
        'Routes of pages deleted in the editor. A link another page still has to one is left out of the built site, with a warning, rather than stopping a save; a page made again at the route brings its links back',
      ),
    resume: z
      .strictObject({
        // The name goes into the storage request's path: nothing there may climb out of it ("../") or add to it.
        bucket: z
          .string()
          .regex(/^[a-z0-9][a-z0-9._-]{2,62}$/, {
            error: (issue) =>
              mapped(
                issue,
                messages.WrongValue(
                  'a bucket name: 3 to 63 lower-case letters, digits, ".", "-" or "_", starting with a letter or digit',
                  quote(issue.input),
                ),
              ),
          })
          .optional()
          .describe(
            'Only if you keep a newer copy of the résumé in Supabase storage: the name of the bucket that holds it (3 to 63 lower-case letters, digits, ".", "-" or "_"). ' +
              'Leave it empty and the site links to the PDF in public/assets/resume/, and asks no storage service',
          ),
        fileName: z
          .string()
          .regex(/^[\w.-]+\.pdf$/)
          .optional()
          .describe(
            'File name of the résumé PDF in public/assets/resume/ (and in the bucket, when one is set). Leave it empty and it is taken from your name, e.g. "jordan-vega-resume.pdf"',
          ),
        downloadName: z
          .string()
          .regex(/^[\w.-]+\.pdf$/)
          .optional()
          .describe('File name the visitor saves it as. Leave it empty and it is taken from your name, e.g. "Jordan-Vega-Resume.pdf"'),
        paper: z
          .enum(['A4', 'Letter'])
          .optional()
          .describe('Paper size of the résumé PDF the build writes: "A4" (the default) or "Letter" (US and Canada)'),
      })
      .describe('Where the resume PDF lives'),
    footer: z
      .strictObject({
        callToAction: z
          .strictObject({
            text: text('The invitation, e.g. "Let\'s build something together"'),
            link,
          })
          .optional()
          .describe('A line that invites the visitor to get in touch, and its link, e.g. to /contact'),
        links: z.array(link).optional().describe('Further links, in order, e.g. the resume and a page no menu names such as /home'),
        profiles: z
          .array(
            z
              .strictObject({
                name: text('Which of "profiles" above, by its name, e.g. "linkedin"; its address is the link'),
                label: text('What screen readers say for its icon, e.g. "LinkedIn"'),
                icon: icon
                  .optional()
                  .describe(
                    'Its icon; leave it out and the address chooses (GitHub, X, Bluesky, Mastodon, LinkedIn, YouTube…, else a globe)',
                  ),
              })
              .describe('A profile, drawn as its icon'),
          )
          .optional()
          .describe(
            'The order and words of the profiles drawn as icons: each names one of "profiles". Every profile is drawn; those not named here follow, named by their address',
          ),
      })
      .optional()
      .describe('The foot of every page; it always shows the contact address and the day the site was built'),
    notFound: z
      .strictObject({
        heading: text('Heading over the suggestions, e.g. "Top cases"'),
        from: routePath('The page whose first card grid lends the suggestions, e.g. "/work"'),
      })
      .optional()
      .describe('What the "page not found" screen suggests: the first three linked cards of a page\'s first card grid'),
    iconPools: z
      .record(
        iconPoolName('Pool name, e.g. "thoughts-articles"'),
        z
          .array(icon)
          .min(1)
          .superRefine((icons, ctx) => {
            icons.forEach((name, i) => {
              if (icons.indexOf(name) !== i) ctx.addIssue(customIssue(messages.Repeated('icon', name), { path: [i] }));
            });
          })
          .describe('The icons, in the order cards take them'),
      )
      .optional()
      .describe(
        'Named lists of icons. A block with "iconPool" gives each item without an icon the next unused icon of the pool, ' +
          'in page order; when all are used, item n takes icon n (counting round the pool again)',
      ),
    starterTextKept: z
      .boolean()
      .optional()
      .describe(
        "true once you have said the settings' text is yours as it is: the editor's checklist then stops listing what it shares with the starter site",
      ),
  })
  .describe('Site-wide settings and the owner identity');

export type Site = z.output<typeof siteSchema>;

function fieldsOf(value: unknown): Record<string, unknown> {
  return isJsonObject(value) ? value : {};
}

/**
 * Values a page may refer to with {token}: the identity fields, the profile URLs and the facts ("fact:name").
 * Reads the raw site.json too (site.json may use its own tokens), so it keeps only text values.
 */
export function siteTokens(site: unknown): Record<string, string> {
  const fields = fieldsOf(site);
  const profiles = fieldsOf(fields.profiles);
  const facts = Object.entries(fieldsOf(fields.facts)).map(([name, value]) => [FACT_PREFIX + name, value]);
  const entries = [...IDENTITY_KEYS.map((key) => [key, fields[key]]), ...Object.entries(profiles), ...facts];
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
