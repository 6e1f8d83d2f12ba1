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
  UnknownKey: (suggestion?: string) => `unknown key${suggestion ? `; did you mean "${suggestion}"?` : ''}`,
  UnknownBlockType: (got: string, suggestion?: string) =>
    `unknown block type "${got}"${suggestion ? `; did you mean "${suggestion}"?` : ''}`,
  WrongType: (expected: string, got: string) => `expected ${expected}, got ${got}`,
  WrongValue: (expected: string, got: string) => `expected ${expected}, got ${got}`,
  TooShort: (minimum: number, unit: string) => `expected at least ${minimum} ${unit}`,
  TooLong: (maximum: number, unit: string) => `expected at most ${maximum} ${unit}`,
  Missing: (expected: string) => `missing required value (expected ${expected})`,
  BadLink: (got: string) => `expected a link starting with "/", "#", "https://" or "mailto:", got "${got}"`,
  BadRoute: (got: string) => `expected a route such as "/about" (lower-case words joined by "-"), got "${got}"`,
  DanglingLink: (got: string) => `internal link "${got}" matches no page route, alias or redirect`,
  MissingAsset: (got: string) => `file "public${got}" does not exist`,
  DuplicateRoute: (route: string, otherFile: string) => `route "${route}" is already used by ${otherFile}`,
  RedirectHidesPage: (route: string, pageFile: string) =>
    `redirect from "${route}" would replace the page in ${pageFile}; remove the redirect or move the page to another route`,
  UnknownToken: (token: string, known: string[]) => `unknown token "{${token}}"; known tokens: ${known.map((t) => `{${t}}`).join(', ')}`,
  OutsideMonths: (got: string, from: string, to: string) => `"${got}" is outside the months shown (${from} to ${to})`,
  Repeated: (what: string, got: string) => `${what} "${got}" appears more than once`,
  Invalid: (detail: string) => detail,
} as const;

export type MessageName = keyof typeof messages;
