/** Control characters and the characters some terminals, editors and log viewers take as line ends. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be escaped
const LINE_BREAKING = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/g;
const SHORT_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** Escapes, JSON-style, whatever could split the one-line report; a backstop for text that did not come through quote(). */
export function oneLine(text: string): string {
  return text.replace(LINE_BREAKING, (c) => SHORT_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A value from a document as a message shows it: JSON-quoted, so quotes and line breaks cannot break the line, and cut when long. */
export function quote(value: string, max = 60): string {
  return oneLine(JSON.stringify(value.length > max ? `${value.slice(0, max - 3)}...` : value));
}

/**
 * Every message the validator prints, in one place, each under a stable name.
 * A message says what is wrong and, where it can, what to do.
 */
export const messages = {
  MalformedJson: (detail: string) => `malformed JSON: ${detail}`,
  TooDeep: (maximum: number) => `nested more than ${maximum} levels deep; flatten the document (pages need about ten levels)`,
  RepeatedKey: () => 'key written more than once in this object; keep one (JSON keeps only the last)',
  NotADocument: (got: string) => `expected the document to be one object {…}, got ${got}; wrap its fields in { }`,
  MissingFolder: () => 'folder not found; create it with site.json and one JSON file per page',
  MissingFile: () => 'file not found; create it with the owner identity, nav and redirects (see README.md)',
  Unreadable: (reason: string) => `cannot be read (${reason}); check that it is a readable file`,
  UnknownKey: (suggestion?: string) => `unknown key${suggestion ? `; did you mean ${quote(suggestion)}?` : ''}`,
  UnknownBlockType: (got: string, suggestion?: string) =>
    `unknown block type ${quote(got)}${suggestion ? `; did you mean ${quote(suggestion)}?` : ''}`,
  WrongType: (expected: string, got: string) => `expected ${expected}, got ${got}`,
  WrongValue: (expected: string, got: string) => `expected ${expected}, got ${got}`,
  TooShort: (minimum: number, unit: string) => `expected at least ${minimum} ${minimum === 1 ? unit.replace(/s$/, '') : unit}`,
  TooLong: (maximum: number, unit: string) => `expected at most ${maximum} ${unit}`,
  Missing: (expected: string) => `missing required value (expected ${expected})`,
  BadLink: (got: string) =>
    `expected a link starting with "/", "#", "https://" or "mailto:", or a token alone such as "{resume}", got ${quote(got)}`,
  BadRoute: (got: string) => `expected a route such as "/about" (lower-case words joined by "-"), got ${quote(got)}`,
  BadVideoId: (got: string) =>
    `expected a video id: the 11 letters, digits, "-" or "_" after "watch?v=" in the video's address, got ${quote(got)}`,
  DanglingLink: (got: string) => `internal link ${quote(got)} matches no page route, alias or redirect`,
  LinkToDraft: (got: string, draftFile: string) =>
    `link ${quote(got)} leads to a draft (${draftFile}), which the build leaves out; remove "draft" there or remove this link`,
  MissingAsset: (got: string) => `file ${quote(`public${got}`)} does not exist`,
  DuplicateRoute: (route: string, otherFile: string) => `route ${quote(route)} is already used by ${otherFile}`,
  RedirectHidesPage: (route: string, pageFile: string) =>
    `redirect from ${quote(route)} would replace the page in ${pageFile}; remove the redirect or move the page to another route`,
  UnknownToken: (token: string, known: string[]) => `unknown token "{${token}}"; known tokens: ${known.map((t) => `{${t}}`).join(', ')}`,
  OutsideMonths: (got: string, from: string, to: string) => `${quote(got)} is outside the months shown (${from} to ${to})`,
  Repeated: (what: string, got: string) => `${what} ${quote(got)} appears more than once`,
  NeedsOther: (field: string, other: string) => `"${field}" needs "${other}" beside it; add "${other}" or remove "${field}"`,
  OneOpenOnly: () => 'only one item may start open when "mode" is "single"; remove "open" here or set "mode" to "independent"',
  Invalid: (detail: string) => detail,
  RuleWithoutLabel: () => 'a label rule needs a "label": the category shown on items whose titles match it',
  RuleWithoutKeywords: () =>
    'a label rule needs keywords: list words in "all" (each must appear in the title) or "any" (one must appear), or both',
  NotOneWord: (got: string) => `expected one word of letters and digits, got ${got}; write each word as its own keyword`,
  UnknownIconPool: (got: string, known: string[], suggestion?: string) =>
    `unknown icon pool ${quote(got)}; ` +
    (suggestion
      ? `did you mean ${quote(suggestion)}?`
      : known.length
        ? `site.json's "iconPools" declares ${known.map((name) => quote(name)).join(', ')}`
        : `declare it in "iconPools" in site.json`),
  NoPageHeader: () => `no "page-header" section; start the page with one: it draws the page's heading (h1)`,
  PageHeaderNotFirst: () => `"page-header" is not the first section; move it to the top, where the page's heading (h1) belongs`,
  SecondPageHeader: () => `a second "page-header"; a page has one heading (h1): remove this one, or use a "prose" section with a "heading"`,
  TooLittleText: (got: number, minimum: number) =>
    `the sections hold ${got} characters of text; write at least ${minimum}, e.g. a sentence under the heading`,
} as const;

export type MessageName = keyof typeof messages;
