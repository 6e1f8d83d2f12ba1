/** Control characters and the characters some terminals, editors and log viewers take as line ends. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be escaped
const LINE_BREAKING = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/g;
const SHORT_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** Escapes, JSON-style, whatever could split the one-line report; a backstop for text that did not come through quote(). */
export function oneLine(text: string): string {
  return text.replace(LINE_BREAKING, (c) => SHORT_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * A value from a document as a message shows it: as text (see received), JSON-quoted, so quotes and line breaks
 * cannot break the line, and cut when long.
 */
export function quote(value: unknown, max = 60): string {
  const text = received(value);
  return oneLine(JSON.stringify(text.length > max ? `${text.slice(0, max - 3)}...` : text));
}

/**
 * A value a document gave where text was wanted, as text: a string as it is, anything else as its JSON. Never
 * String(), which throws for an object whose own "toString" is not a function, as a damaged document can hold.
 */
export function received(input: unknown): string {
  if (typeof input === 'string') return input;
  try {
    return JSON.stringify(input) ?? String(input);
  } catch {
    return Object.prototype.toString.call(input);
  }
}

/** How many values a message lists before it lists only the nearest ones. */
const LIST_ALL = 12;

/** What left a document, from the token of its dropped link: "the blog profile", or "the page /cases/atlas". */
const goneInWords = (token: string) => (token.startsWith('/') ? `the page ${quote(token)}` : `the ${token} profile`);

function didYouMean(suggestion: string | undefined): string {
  return suggestion ? `; did you mean ${quote(suggestion)}?` : '';
}

/** `"a", "b" or "c"`; a long list is cut to its nearest values (`nearest` first), saying how many there are. */
function allowedValues(allowed: readonly string[], nearest: readonly string[] = []): string {
  if (allowed.length <= LIST_ALL) return allowed.join(', ');
  return `one of ${allowed.length} (nearest: ${nearest.slice(0, 5).join(', ')})`;
}

interface Entry {
  /** What happened, on one line, with the offending value and, where there is one, the nearest valid value. */
  message: (...args: never[]) => string;
  /** What to do, one line: printed under the code frame and listed in docs/errors.md. */
  hint: string;
  /** A warning never fails validation or the build (only `npm run validate -- --strict`). */
  warning?: true;
}

/**
 * Every message the validator prints, in one place, each under a stable name
 * (Astro's error catalogue is the model): the name is printed after the message
 * (`[UnknownKey]`), and docs/errors.md, generated from this list, explains each.
 */
export const catalogue = {
  MalformedJson: {
    message: (detail: string) => `malformed JSON: ${detail}`,
    hint: 'Fix the JSON syntax at the caret; an editor with the $schema line underlines it as you type.',
  },
  TrailingComma: {
    message: (closer: string) => `JSON does not allow a comma before ${closer}; remove this comma`,
    hint: 'Delete the comma after the last item of a list or object.',
  },
  JsonComment: {
    message: () => 'JSON does not allow comments; remove this comment',
    hint: 'Delete the comment; keep notes outside the page documents (or in a text field).',
  },
  SingleQuotes: {
    message: () => 'JSON writes text in double quotes ("…"), not single quotes',
    hint: 'Replace the single quotes around this text with double quotes.',
  },
  MissingComma: {
    message: () => 'missing comma before this value; JSON separates items and fields with ","',
    hint: 'Add a comma at the end of the previous item or field.',
  },
  UnquotedKey: {
    message: () => 'JSON keys are written in double quotes, e.g. "title": …',
    hint: 'Put the key in double quotes.',
  },
  TooDeep: {
    message: (maximum: number) => `nested more than ${maximum} levels deep; flatten the document (pages need about ten levels)`,
    hint: 'Look for a bracket that is opened again and again; pages need about ten levels.',
  },
  RepeatedKey: {
    message: () => 'key written more than once in this object; keep one (JSON keeps only the last)',
    hint: 'Delete one of the two entries, keeping the value you want.',
  },
  NotADocument: {
    message: (got: string) => `expected the document to be one object {…}, got ${got}; wrap its fields in { }`,
    hint: 'A page document is one object: { "$schema": …, "route": …, "title": …, "sections": [ … ] }.',
  },
  MissingFolder: {
    message: () => 'folder not found; create it with site.json and one JSON file per page',
    hint: 'Create pages/ with site.json and one JSON file per page (or set SITE_ROOT to the folder holding pages/).',
  },
  MissingFile: {
    message: () => 'file not found; create it with the owner identity, nav and redirects (see docs/owner/pages.md)',
    hint: 'Create pages/site.json; copy tests/fixtures/site/pages/site.json as a start.',
  },
  Unreadable: {
    message: (reason: string) => `cannot be read (${reason}); check that it is a readable file`,
    hint: "Check the file's permissions and that it is a file, not a folder or a broken link.",
  },
  LinkOutsidePages: {
    message: () => 'is a link leading outside pages/; move the file it leads to into pages/, or remove the link',
    hint: 'Keep page documents inside pages/: the validator and the editor read no file a link leads to elsewhere.',
  },
  UnknownKey: {
    message: (suggestion?: string) => `unknown key${didYouMean(suggestion)}`,
    hint: 'Fix the spelling or remove the key; the editor completes the keys a block takes.',
  },
  UnknownBlockType: {
    message: (got: string, suggestion?: string) => `unknown block type ${quote(got)}${didYouMean(suggestion)}`,
    hint: 'Use one of the block types in docs/owner/blocks.md.',
  },
  WrongType: {
    message: (expected: string, got: string) => `expected ${expected}, got ${got}`,
    hint: 'Write the value in the kind named: text in double quotes, a number without, a list in [ ].',
  },
  WrongValue: {
    message: (expected: string, got: string) => `expected ${expected}, got ${got}`,
    hint: 'Change the value to the form named.',
  },
  NotOneOf: {
    message: (allowed: readonly string[], got: string, suggestion?: string, nearest?: readonly string[]) =>
      `expected ${allowed.length > 12 ? '' : 'one of '}${allowedValues(allowed, nearest)}, got ${got}${didYouMean(suggestion)}`,
    hint: 'Pick one of the values listed; the editor offers them as you type.',
  },
  TooShort: {
    message: (minimum: number, unit: string) => `expected at least ${minimum} ${minimum === 1 ? unit.replace(/s$/, '') : unit}`,
    hint: 'Add items (or text) up to the number named, or remove the field if it is optional.',
  },
  TooLong: {
    message: (maximum: number, unit: string) => `expected at most ${maximum} ${unit}`,
    hint: 'Shorten the text or remove items down to the number named.',
  },
  Missing: {
    message: (expected: string) => `missing required value (expected ${expected})`,
    hint: 'Add the field; the editor completes its name and says what it holds.',
  },
  BadLink: {
    message: (got: string) =>
      `expected a link starting with "/", "#", "https://" or "mailto:", or a token alone such as "{resume}", got ${quote(got)}`,
    hint: 'Write an internal route ("/about"), an anchor ("#values"), "https://…" or "mailto:…".',
  },
  InsecureLink: {
    message: (got: string) => `links use "https://", not "http://": did you mean ${quote(got.replace(/^http:/i, 'https:'))}?`,
    hint: 'Change "http://" to "https://" (and check that the site answers there).',
  },
  BadRoute: {
    message: (got: string) => `expected a route such as "/about" (lower-case words joined by "-"), got ${quote(got)}`,
    hint: 'Write the route in lower case, words joined by "-", starting with "/".',
  },
  RouteTaken: {
    message: (route: string, part: string) =>
      part === 'index'
        ? `the build writes each page as index.html, so no route may have a part named "index", got ${quote(route)}`
        : `the build writes its own files under ${part}, so no page may be there, got ${quote(route)}; choose another route`,
    hint: 'Choose another route: /build, /og, /assets, /_pictures, /search-index, /404 and "index" parts are the build\'s own.',
  },
  RouteTooDeep: {
    message: (maximum: number) => `a route has at most ${maximum} parts ("/talks/2024" has two); use fewer`,
    hint: 'Use fewer parts: /talks/2024 rather than a folder for every word.',
  },
  RouteTooLong: {
    message: (maximum: number) => `a part of this route is longer than ${maximum} characters; shorten it`,
    hint: 'Shorten the route: a few words joined by "-" are enough.',
  },
  BadVideoId: {
    message: (got: string) =>
      `expected a video id: the 11 letters, digits, "-" or "_" after "watch?v=" in the video's address, got ${quote(got)}`,
    hint: 'Copy only the 11 characters after "watch?v=" from the video\'s address.',
  },
  DanglingLink: {
    message: (got: string, suggestion?: string) =>
      `internal link ${quote(got)} matches no page route, alias or redirect${didYouMean(suggestion)}`,
    hint: 'Link to an existing route (each page\'s "route"), or add the page or a redirect in site.json.',
  },
  UnknownProfile: {
    message: (got: string, known: readonly string[], suggestion?: string) =>
      `${quote(got)} is not one of "profiles" (${known.length ? known.map((name) => quote(name)).join(', ') : 'none yet'})${didYouMean(suggestion)}`,
    hint: 'Name a profile that "profiles" in site.json holds, or add it there.',
  },
  LinkToDraft: {
    message: (got: string, draftFile: string) =>
      `link ${quote(got)} leads to a draft (${draftFile}), which the build leaves out; remove "draft" there or remove this link`,
    hint: 'Publish the page (remove "draft": true) or remove the link until it is ready.',
  },
  DeadAnchor: {
    message: (anchor: string, route: string, suggestion?: string) =>
      `anchor ${quote(`#${anchor}`)} names no section on ${route === '' ? 'this page' : quote(route)}${suggestion ? `; did you mean ${quote(`#${suggestion}`)}?` : ''}`,
    hint: 'Give the target section that "id", or link to an "id" the page has.',
  },
  MissingAsset: {
    message: (got: string, suggestion?: string) =>
      `file ${quote(`public/${got.replace(/^\/+/, '')}`)} does not exist${suggestion ? `; did you mean ${quote(suggestion)}?` : ''}`,
    hint: 'Put the file under public/ (paths start with "/assets/") or fix the path.',
  },
  AssetWithoutSlash: {
    message: (got: string) => `"src" must start with "/": did you mean ${quote(`/${got}`)}?`,
    hint: 'Start the path with "/": files under public/ are addressed from the site\'s root, e.g. "/assets/portrait.svg".',
  },
  WrongSchemaPath: {
    message: (got: string, want: string) =>
      `"$schema" ${quote(got)} does not lead to the schema from this file's folder; write ${quote(want)}`,
    hint: 'The path is relative to the file\'s own folder: one "../" per folder between it and the project root.',
  },
  RouteNotFilePath: {
    message: (route: string, file: string) => `route ${quote(route)} does not match the file's path; it would be found at ${file}`,
    hint: 'Rename the file (pages/a/b.json or pages/a/b/index.json is /a/b) or change the route, so each page is easy to find.',
    warning: true,
  },
  DuplicateRoute: {
    message: (route: string, otherFile: string) => `route ${quote(route)} is already used by ${otherFile}`,
    hint: 'Give this page another route, or merge the two pages.',
  },
  RedirectHidesPage: {
    message: (route: string, pageFile: string) =>
      `redirect from ${quote(route)} would replace the page in ${pageFile}; remove the redirect or move the page to another route`,
    hint: 'Remove the redirect from site.json or give the page another route.',
  },
  UnknownToken: {
    message: (token: string, known: string[], suggestion?: string) =>
      suggestion
        ? `unknown token "{${token}}"; did you mean "{${suggestion}}"? (known tokens: ${known.map((t) => `{${t}}`).join(', ')})`
        : `unknown token "{${token}}"; known tokens: ${known.map((t) => `{${t}}`).join(', ')}`,
    hint: 'Use a token site.json declares, or add the value to site.json.',
  },
  UnknownFact: {
    message: (fact: string, known: string[], suggestion?: string) =>
      known.length === 0
        ? `unknown fact "{fact:${fact}}"; site.json declares no "facts" yet`
        : suggestion
          ? `unknown fact "{fact:${fact}}"; did you mean "{fact:${suggestion}}"? (facts: ${allowedValues(known, [suggestion])})`
          : `unknown fact "{fact:${fact}}"; site.json's facts are ${allowedValues(known)}`,
    hint: 'Use a name from "facts" in site.json, or add the fact there: "facts": { "years-in-product": "10+" } is written {fact:years-in-product}.',
  },
  TypedFact: {
    message: (typed: string, fact: string) =>
      `${quote(typed)} is also the fact "${fact}": if this is that figure, write {fact:${fact}} instead, so a change to it in site.json reaches this page too`,
    hint: 'If the typed figure is the fact, replace it with its {fact:…} token: site.json\'s "facts" keeps it once and every page that refers to it follows a change. A figure of something else that happens to be the same stays as you wrote it.',
    warning: true,
  },
  RemovedProfileLink: {
    message: (token: string) =>
      `site.json has no profile "${token}", so this link to "{${token}}" is left out of the site (with its button or card when the link is all it holds)`,
    hint: 'Nothing to do if you removed the profile on purpose. To bring the link back, add the profile to "profiles" in site.json; to silence this, remove the link.',
    warning: true,
  },
  AddressUnfinished: {
    message: (got: string) => `${quote(got)} is only the start of an address: write the rest after it, e.g. "https://github.com/your-name"`,
    hint: "Copy the whole address from the browser's address bar while on the profile's page, and paste it here.",
  },
  RemovedPageLink: {
    message: (route: string) =>
      `the page ${quote(route)} was deleted, so this link to it is left out of the site (with its button or card when the link is all it holds)`,
    hint: 'Nothing to do if you deleted the page on purpose. Point the link at another page, or remove it; to bring the page back, make a page at that route again.',
    warning: true,
  },
  EmptiedByRemovedProfile: {
    message: (list: string, token: string) =>
      `its ${list} is empty now that ${goneInWords(token)} is gone, so this section is left out of the site`,
    hint: 'Nothing to do if you removed the profile on purpose. To show the section again, give it items that link elsewhere, or add the profile back to "profiles" in site.json; to silence this, remove the section.',
    warning: true,
  },
  PageLeftBare: {
    message: (tokens: string[]) =>
      tokens.some((token) => token.startsWith('/'))
        ? `nothing but its header is left on this page now that ${tokens.map(goneInWords).join(' and ')} ${tokens.length === 1 ? 'is' : 'are'} gone`
        : `nothing but its header is left on this page now that the ${tokens.join(' and ')} ${tokens.length === 1 ? 'profile is' : 'profiles are'} gone`,
    hint: 'Add a section the page can show, or take the page out of the menu and the pages that link to it.',
    warning: true,
  },
  PlaceholderText: {
    message: (got: string) => `${quote(got)} is placeholder text left in; write your own text here`,
    hint: 'Replace the text in square brackets that a template or "Add section" started the field with, or remove the field.',
  },
  PlaceholderInDraft: {
    message: (got: string) =>
      `${quote(got)} is placeholder text, left out of the build with its draft for now; write your own before publishing`,
    hint: 'A draft (and a listing\'s card for it) is not built, so this fails nothing yet; once "draft" is removed it is an error.',
    warning: true,
  },
  PlaceholderInCard: {
    message: (got: string) => `${quote(got)} is placeholder text, so the site leaves this card out until you write your own`,
    hint: "A listing's card that still holds a template's text in square brackets is not built; the page it leads to is. Write the card's text and it appears on the listing.",
    warning: true,
  },
  ResumeGlyphMissing: {
    message: (characters: string[]) =>
      `the résumé PDF cannot draw ${characters
        .map((character) => `${quote(character)} (U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`)
        .join(', ')}: its fonts hold Latin letters and common punctuation, so the PDF prints a blank where the page shows it`,
    hint: 'Write it another way for the PDF ("to" or "->" for "→", "-" for a bullet mark), or leave it: the page draws it, only the PDF leaves it blank.',
    warning: true,
  },
  OutsideMonths: {
    message: (got: string, from: string, to: string) => `${quote(got)} is outside the months shown (${from} to ${to})`,
    hint: 'Fix the date, or widen the archive\'s "months" (leave out "to" and the range ends at the newest entry by itself).',
  },
  FrameId: {
    message: (id: string) => `id ${quote(id)} is taken by the page's frame; give the section another id`,
    hint: 'The frame around every page uses "root", "main" and "mobile-menu" for its own parts (an id names one element).',
  },
  Repeated: {
    message: (what: string, got: string) => `${what} ${quote(got)} appears more than once`,
    hint: 'Give each entry its own value, or remove the copy.',
  },
  NeedsOther: {
    message: (field: string, other: string) => `"${field}" needs "${other}" beside it; add "${other}" or remove "${field}"`,
    hint: 'Add the field named, or remove this one.',
  },
  CaseResults: {
    message: (got: number, wanted: number) =>
      `a case summary gives exactly ${wanted} headline results, got ${got}; ${got > wanted ? `keep the strongest ${wanted} (the rest may stay in the page's text)` : `add ${wanted - got} from what the page claims`}`,
    hint: 'List three results, strongest first: a figure and a short label each.',
  },
  NoCaseSummary: {
    message: () =>
      'items "fromSummary" come from the page\'s case summary, and this page has none; add a "case-summary" section or write the items here',
    hint: 'Add a "case-summary" section under the page header, or replace { "fromSummary": … } with the items themselves.',
  },
  CaseNotListed: {
    message: (route: string, listing: string) =>
      `${quote(route)} is not among the cards of ${quote(listing)}, so it has no previous or next case; add a card linking to it there or change "listing"`,
    hint: 'Add a card whose "href" is this page to the listing, or name the listing that holds it.',
  },
  ScreensNoCase: {
    message: (got: string, suggestion?: string) =>
      `${quote(got)} matches no page, so there are no screens to take from it${didYouMean(suggestion)}`,
    hint: 'Name the route of the case page whose "screens" section draws the work (its "route").',
  },
  ScreensNone: {
    message: (got: string, suggestion?: string) => `${quote(got)} has no "screens" section of its own to take${didYouMean(suggestion)}`,
    hint: 'Name the page where the screens are written out (not one that takes them "sameAs" another), or add a "screens" section there.',
  },
  ScreensWritten: {
    message: () => 'a "screens" section needs its "alt" and "groups", or "sameAs" naming the case page whose screens it shows',
    hint: 'Write the screens here, or give "sameAs" the route of the page that draws them and leave "alt", "notes" and "groups" there.',
  },
  ScreensTwice: {
    message: (field: string) => `"${field}" is taken from the "sameAs" page; remove it here, so the screens are written once`,
    hint: 'Keep "alt", "notes", "groups" and "keyScreen" on the page "sameAs" names; this section may give its own heading, intro and caption.',
  },
  ImageOrScreen: {
    message: () => 'one picture here: its "image" or its case\'s "screen"; remove one',
    hint: 'Keep "screen" to show the case\'s key screen, or "image" for a picture of its own.',
  },
  ImageOrScreenNeeded: {
    message: () => 'a slide needs a picture: an "image", or its case\'s "screen" ({ "fromCase": route })',
    hint: 'Add "image" with a picture of its own, or "screen" naming the case page whose key screen it shows.',
  },
  KeyScreenOutside: {
    message: (got: number, count: number) => `"keyScreen" ${got} is past the last of the section's ${count} screens`,
    hint: 'Count the screens across the groups from 1, in the order the document lists them.',
  },
  OneOpenOnly: {
    message: () => 'only one item may start open when "mode" is "single"; remove "open" here or set "mode" to "independent"',
    hint: 'Keep "open" on one item, or set "mode" to "independent".',
  },
  Invalid: {
    message: (detail: string) => `value not accepted here: ${detail}`,
    hint: "Compare the value with the field's description in the editor (schemas/page.schema.json).",
  },
  RuleWithoutLabel: {
    message: () => 'a label rule needs a "label": the category shown on items whose titles match it',
    hint: 'Add "label": "…" to the rule.',
  },
  RuleWithoutKeywords: {
    message: () => 'a label rule needs keywords: list words in "all" (each must appear in the title) or "any" (one must appear), or both',
    hint: 'Add "all": ["word"] or "any": ["word"] to the rule.',
  },
  NotOneWord: {
    message: (got: string) => `expected one word of letters and digits, got ${got}; write each word as its own keyword`,
    hint: 'Split the phrase into single-word keywords.',
  },
  UnknownIconPool: {
    message: (got: string, known: string[], suggestion?: string) =>
      `unknown icon pool ${quote(got)}; ` +
      (suggestion
        ? `did you mean ${quote(suggestion)}?`
        : known.length
          ? `site.json's "iconPools" declares ${known.map((name) => quote(name)).join(', ')}`
          : `declare it in "iconPools" in site.json`),
    hint: 'Use a pool site.json\'s "iconPools" declares, or declare this one there.',
  },
  NoPageHeader: {
    message: () => `no "page-header" section; start the page with one: it draws the page's heading (h1)`,
    hint: 'Add { "type": "page-header", "title": "…" } as the first section.',
  },
  PageHeaderNotFirst: {
    message: () => `"page-header" is not the first section; move it to the top, where the page's heading (h1) belongs`,
    hint: 'Move the "page-header" section to the top (only "breadcrumbs" or an "action-bar" may come before it).',
  },
  SecondPageHeader: {
    message: () => `a second "page-header"; a page has one heading (h1): remove this one, or use a "prose" section with a "heading"`,
    hint: 'Turn the second "page-header" into a "prose" section with a "heading".',
  },
  TooLittleText: {
    message: (got: number, minimum: number) =>
      `the sections hold ${got} characters of text; write at least ${minimum}, e.g. a sentence under the heading`,
    hint: 'Write a sentence or two under the heading.',
  },
  SpaceInFileName: {
    message: (got: string, renamed: string) =>
      `file names with spaces break addresses; rename the file to ${quote(renamed)} and write that here (not ${quote(got)})`,
    hint: 'Rename the file under public/ without spaces (a hyphen reads as well) and write the new name in the document.',
  },
  EmptyPicture: {
    message: (file: string) => `${quote(file)} is empty (0 bytes)`,
    hint: 'Copy the picture again from where it came from: an empty file is what an interrupted copy or download leaves.',
  },
  CorruptPicture: {
    message: (file: string, detail: string) => `${quote(file)} is cut short or damaged (${detail})`,
    hint: 'Copy the picture again from the original, or open it in an image editor and save it anew.',
  },
  NotAPicture: {
    message: (file: string, what: string) => `${quote(file)} is not a picture: it holds ${what}`,
    hint: 'Name a JPEG, PNG, WebP, AVIF, GIF or SVG file here; link to other files with a link, not a picture.',
  },
  PictureNamedWrong: {
    message: (file: string, what: string, extension: string, renamed: string) =>
      `${quote(file)} holds ${what} but is named .${extension}; rename it to ${quote(renamed)}`,
    hint: 'Rename the file so its ending says what it holds (browsers and hosts go by the name), and write the new name here.',
  },
  HeicPicture: {
    message: (file: string) => `${quote(file)} is an iPhone HEIC photo, which most browsers cannot show; export it as JPEG`,
    hint: 'On the iPhone: Photos → Share → Save to Files as JPEG, or Settings → Camera → Formats → Most Compatible; on a Mac, Preview → Export as JPEG.',
  },
  PictureTooLarge: {
    message: (file: string, got: string, maxPixels: number, maxBytes: number) =>
      `${quote(file)} is ${got}; a picture may have at most ${maxPixels / 1_000_000} megapixels and ${maxBytes / 1024 / 1024} MB`,
    hint: 'Export a smaller copy (4000 pixels on the long side is plenty: the build makes every size a page needs from it).',
  },
  UnsafeSvg: {
    message: (file: string, what: string) =>
      `${quote(file)} holds ${what}, which an SVG on this site may not hold: opened at its own address, an SVG runs on the site's origin`,
    hint: 'Export the drawing again as a plain SVG (no script, embedded HTML, event handler, or address or style that reaches outside the file); docs/owner/pictures.md lists what an SVG may hold.',
  },
  SvgNotWellFormed: {
    message: (file: string, detail: string) => `${quote(file)} is not well-formed XML (${detail}); a browser shows nothing of such an SVG`,
    hint: 'Export the drawing again from its program, or mend the XML at the line and column given.',
  },
  PictureSizeMismatch: {
    message: (width: number, height: number, actualWidth: number, actualHeight: number) =>
      `width × height ${width} × ${height} is not the picture's shape: the file is ${actualWidth} × ${actualHeight} as it shows; write those, or leave both out`,
    hint: 'Leave width and height out for a photo or screenshot: the build reads them from the file.',
  },
  PictureSizeUnknown: {
    message: () => 'give "width" and "height": the size of this picture cannot be read from its file',
    hint: "Write the size the drawing is meant to show at, in pixels, e.g. its viewBox's width and height.",
  },
  CutInSearchResults: {
    message: (field: string, got: number, limit: number) =>
      `${field} is ${got} characters with its tokens filled in; search results and link previews cut it after about ${limit}`,
    hint: 'Shorten it, putting the words that matter first; the page heading can hold the longer version.',
    warning: true,
  },
  UndatedFeedArticle: {
    message: () => 'no "date", so the feed leaves this article out; add "date": "YYYY-MM-DD", the day it was published',
    hint: 'Add "date" to the article: a page with "feed", and the pages under it, list only dated articles in the feed.',
    warning: true,
  },
} satisfies Record<string, Entry>;

export type MessageName = keyof typeof catalogue;

/** A message as data: its name in the catalogue and its text, carried together from the check to the report. */
export interface Message {
  name: MessageName;
  text: string;
}

/** The catalogue's message functions: `messages.UnknownKey("items")` is the message, `{ name: "UnknownKey", text }`. */
export const messages = Object.fromEntries(
  Object.entries(catalogue).map(([name, entry]) => [
    name,
    (...args: never[]) => ({ name, text: (entry.message as (...a: never[]) => string)(...args) }),
  ]),
) as { [K in MessageName]: (...args: Parameters<(typeof catalogue)[K]['message']>) => Message };

/** Where a zod issue keeps the name of its message (`params.problem`); zod itself carries only the text. */
export interface ProblemParams {
  problem: MessageName;
}

/** A refinement's issue for `ctx.addIssue`, the message's name kept in its params. */
export function customIssue(message: Message, place: { path?: PropertyKey[]; input?: unknown } = {}) {
  return { code: 'custom' as const, message: message.text, params: { problem: message.name } satisfies ProblemParams, ...place };
}

/**
 * A zod error map's answer (`{ error: (issue) => mapped(issue, messages.X(…)) }`): the text, with the name put in the
 * issue's params. Zod copies the issue's own fields into the report after asking the map, so the name comes along;
 * a zod that stopped doing so would show in the broken fixtures' names.
 */
export function mapped(issue: object, message: Message): string {
  (issue as { params?: ProblemParams }).params = { problem: message.name };
  return message.text;
}

/** The name a zod issue's message was given by customIssue or mapped, if it was. */
export function problemOf(issue: object): MessageName | undefined {
  const name = (issue as { params?: Partial<ProblemParams> }).params?.problem;
  return name !== undefined && name in catalogue ? name : undefined;
}

export function isWarning(name: MessageName | undefined): boolean {
  return Boolean(name && (catalogue[name] as Entry).warning);
}

export function hintOf(name: MessageName | undefined): string | undefined {
  return name && catalogue[name].hint;
}
