/**
 * What the editor's pages and its endpoints say to each other: the shapes of the API's answers, declared once, which
 * the browser's side (api.ts, publish-api.ts) and the server's (server/) both import. Types and two constants only:
 * the browser loads nothing of the server's through it.
 */
import type { BuildStamp } from '../build/prerender/build-stamp';
import type { PageTemplate } from '../content/codegen/page-templates';
import type { ValidationError } from '../content/validation/validate';
import type { JsonPath } from '../schema/json';

export type { PageTemplate };

/** Where the API answers, after Vite's base when it has one (server/editor-api.ts). */
export const API_PREFIX = '/_edit/api';

/** Where the site's settings (site.json) are edited: /_edit/site. */
export const SITE_SETTINGS_ROUTE = '/site';

/** A place in a document: ["sections", 2, "heading"]; [] is the document as a whole. */
export type { JsonPath };

/** A document under pages/, as the page list shows it (GET pages): site.json first, then the pages by route. */
export interface PageSummary {
  /** "pages/about.json": what the other requests name it by. */
  file: string;
  /** The page's route; absent for site.json, and for a page whose route cannot be read. */
  route?: string;
  title?: string;
  draft: boolean;
  errors: number;
  warnings: number;
  /** True for site.json, which holds the site's settings rather than a page. */
  site: boolean;
}

/** One of the validator's findings, worded as `npm run validate` words it, and placed for the form to find its field. */
export interface Finding extends Omit<ValidationError, 'name' | 'path'> {
  /** The message's name in the catalogue (docs/errors.md); the editor's own when the validator could not be asked. */
  name: string;
  /** The place as `npm run validate` prints it ("sections[3].itmes"); "" for the whole document. */
  path: string;
  /** The place as steps (["sections", 3, "itmes"]), as the validator gave it; [] is the whole document. */
  jsonPath: JsonPath;
  /** The line `npm run validate` prints for it. */
  formatted?: string;
  /** The route of the page it concerns, when the page is valid; absent for site.json. */
  route?: string;
  /** The page it concerns in words, as its title names it ("Thoughts › Design"); "Site settings" for site.json. */
  page?: string;
}

/** A document as read (GET document). */
export interface OpenDocument {
  file: string;
  /** null when the text is not JSON (the validator says why). */
  value: unknown;
  /** What the file on disk was when read: a save names it, and is refused if the file has changed since. */
  version: string;
  text?: string;
}

/** The validator's answer for the whole site with one document's value in place (POST validate). */
export interface Validation {
  errors: Finding[];
  warnings: Finding[];
  /**
   * With a value free of errors: the document as the site draws it (its page validated and derived, or the site's
   * settings), for the preview.
   */
  document?: unknown;
  /** With `document`: the site's values for its tokens ({name}), so a typed word is drawn beside a token at once. */
  tokens?: Record<string, string>;
  /** The routes of the pages that refer to each of site.json's facts ({fact:name}), by the fact's name. */
  factUses: Record<string, string[]>;
}

/** What a save (PUT document) came to: 200, 409 (the file as it is now) or 422 (the errors stopping it). */
export type SaveResult =
  | { status: 'saved'; version: string }
  /** The file moved on since `version` was read: `version` is what it is now. */
  | { status: 'conflict'; version: string }
  | { status: 'invalid'; errors: Finding[] };

/** Where the résumé PDF and the site's icon are (GET files): site.json's resume settings, index.html's icon. */
export interface SiteFiles {
  resume?: string;
  /** The PDF the site serves: the owner's upload, or the one the build writes from the résumé page. */
  resumeSource?: 'uploaded' | 'built';
  /** The upload is older than the résumé page's document. */
  resumeStale?: boolean;
  bucket?: string;
  icon: string;
  /** The owner's portrait, in the header of the page about them, and the field of that page's editor that changes it. */
  portrait?: { src: string; alt: string; route: string; jsonPath: JsonPath };
  resumeLimit: number;
}

/** A value of the starter site's owner still in a document (GET placeholders, the first-run checklist). */
export interface PlaceholderFound {
  what: string;
  /** "pages/about.json". */
  file: string;
  /** The page's route; absent for site.json. */
  route?: string;
  /** Where in the document, as steps ([] for a file). */
  path: JsonPath;
  /** That place in words, each list item named by what it is ("Section 2 › Card “Ride along” › Text"). */
  place: string;
  value: string;
}

/** How a publish or an undo ended (server/publish/publish.ts; the table in README.md says what each keeps). */
export type PublishStatus =
  | 'published'
  | 'nothing'
  | 'dry-run'
  | 'invalid'
  | 'build-failed'
  | 'not-a-repository'
  | 'no-remote'
  | 'both-changed'
  | 'offline'
  | 'refused'
  | 'rejected'
  | 'failed';

/** A changed file a publish leaves on this computer, and why. */
export interface LeftOut {
  path: string;
  reason: string;
}

/** POST publish, POST publish/undo. */
export interface PublishOutcome {
  status: PublishStatus;
  /** What happened, in a sentence or two. */
  message: string;
  /** The list of what goes (or went) live, a line each. */
  changes: string[];
  leftOut: LeftOut[];
  /** The commit pushed, or kept for the next try. */
  commit?: string;
  /** The build's or the validator's own message, when the check failed. */
  detail?: string;
}

/** What a publish would do now, without doing it. */
export interface PublishState {
  /** What a publish would send, a line each. */
  changes: string[];
  /** Commits made but not yet sent (a publish that could not push). */
  ahead: number;
  leftOut: LeftOut[];
  /** The remote's address, when there is one. */
  remote?: string;
}

/** GET publish: the state, the site's address, and the step a publish under way is at. */
export interface PublishStateAnswer extends PublishState {
  siteUrl?: string;
  running?: string;
}

/** GET publish/live: one look at siteUrl's /build.json. */
export interface LiveAnswer {
  live: boolean;
  /** The page's address, for the owner to open. */
  address: string;
  /** The build the site serves now, when it answered. */
  served?: BuildStamp;
  /** Why not yet, in words. */
  message: string;
}

/** One step of "Put it online". */
export interface OnlineStep {
  id: 'repository' | 'remote' | 'workflow' | 'pages' | 'site-url' | 'publish';
  done: boolean;
  /** What to do, in words, with the command or setting it takes. */
  text: string;
}

/** GET and PUT online: where the repository stands on the way to a live site. */
export interface OnlineState {
  repository: boolean;
  branch?: string;
  remote?: string;
  /** The remote still holds the starter site: someone else's repository, not the owner's. */
  starterRemote: boolean;
  workflow: boolean;
  siteUrl?: string;
  siteUrlPlaceholder: boolean;
  /** The siteUrl a GitHub Pages site at this remote would have. */
  suggestedSiteUrl?: string;
  steps: OnlineStep[];
}

/** A place in another document that names the page: a card, a menu entry, a link in a field. */
export interface PagePlace {
  file: string;
  /** The page it is on, in words ("Cases", "Site settings"), and its route (absent for site.json). */
  page: string;
  route?: string;
  /** Where in the document: ["sections", 1, "items", 3]. */
  jsonPath: JsonPath;
  /** What it says: a card's title, a menu entry's label, the field's text. */
  text: string;
}

export interface DeletePlan {
  route: string;
  file: string;
  title: string;
  /** Its route and its aliases: the addresses that go with it. */
  routes: string[];
  /** Cards on listing pages that lead to it; they go with it. */
  cards: PagePlace[];
  /** Menu and footer links to it, and redirects to it, in site.json; they go with it. */
  siteLinks: PagePlace[];
  /** Pictures under public/ that only this page shows; they go with it. */
  pictures: string[];
  /** Links in other pages' fields that will point nowhere: left out of the built site, each a warning. */
  dangling: PagePlace[];
}

/** What follows a page that moves to another route (GET pages/rename?route=…). */
export interface RenamePlan {
  route: string;
  /** Cards on listing pages that lead to it. */
  cards: PagePlace[];
  /** Menu and footer links to it, and redirects to it, in site.json. */
  siteLinks: PagePlace[];
  /** Links in other pages' fields and in the site's other settings. */
  links: PagePlace[];
}

/** A document whose text is partly the starter's, with the fields that still are. */
export interface StarterPage {
  file: string;
  /** The page's route; absent for site.json. */
  route?: string;
  /** The page in words ("Thoughts › Design"), or "Site settings". */
  page: string;
  /** Where each such text is, in document order, and that place in words ("My Journey › Stage 2 › Text"). */
  fields: { path: JsonPath; place: string }[];
}
