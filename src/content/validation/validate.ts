import type { z } from 'zod';
import { parseFor, type CrossChecks } from '../../schema/cross-checks';
import { feedTitles } from '../../schema/feeds';
import { containsToken, FACT_PREFIX } from '../../schema/links';
import { isWarning, messages, oneLine, type Message, type MessageName } from '../../schema/messages';
import { pageSchema, type PageDocument } from '../../blocks/page';
import { siteSchema, siteTokens, type Site } from '../../schema/site';
import { suggest } from '../../schema/suggest';
import { linkCases } from '../derivation/case-links';
import { shareScreens } from '../derivation/case-screens';
import { caseSummaryProblems } from '../derivation/case-summary';
import { deriveDocument } from '../derivation/derive';
import { factsOf, factUses, typedFacts } from '../derivation/facts';
import { draftRoutes, linksToDrafts } from '../editing/drafts';
import { placeholdersLeft } from '../editing/placeholders';
import { undatedFeedArticles } from './feed-checks';
import { isJsonObject, type JsonPath } from '../../schema/json';
import { formatPath, locate, parseJsonSource, type JsonSource } from './json-source';
import { outlineProblems, snippetProblems } from './page-outline';
import { pictureChecker } from './pictures';
import { checkFooterProfiles, withoutRemovedProfiles } from './footer-profiles';
import { checkSiteRoutes, claimRoutes } from './routes';
import { assetProblem, collectAnchors, linkProblem, recoverRoute, routeFileProblem, schemaPathProblem } from './site-checks';
import { knownTokens, substituteTokens } from './tokens';
import { absorbEmptiedSections, type DroppedLink, type KeptItems } from './emptied-sections';
import { findResumePage, resumeOf } from '../derivation/resume';
import { glyphProblems } from './resume-glyphs';
import { describeValue, problemsFromZod, type Problem } from './zod-issues';

export interface SourceFile {
  /** Path relative to the project, e.g. "pages/about.json". */
  file: string;
  text: string;
}

export interface ValidationError {
  file: string;
  /** Absent when the whole file or folder is at fault (it is missing or unreadable). */
  line?: number;
  column?: number;
  /** The value at fault, as data: ["sections", 3, "itmes"]; [] is the whole document (or file). */
  path: JsonPath;
  /** The message's text, as the catalogue words it. */
  message: string;
  /** The message's stable name in the catalogue (src/schema/messages.ts, docs/errors.md). */
  name: MessageName;
  /** Reported, but fails nothing unless the CLI is given --strict. */
  warning?: boolean;
}

/** A message as the report carries it: its text and its name, and whether it is a warning. */
export function named({ name, text }: Message): { message: string; name: MessageName; warning?: boolean } {
  return isWarning(name) ? { message: text, name, warning: true } : { message: text, name };
}

export interface ValidatedPage {
  file: string;
  document: PageDocument;
}

export interface ValidationResult {
  site?: Site;
  pages: ValidatedPage[];
  errors: ValidationError[];
  /** What is worth fixing but fails nothing (a route that does not match its file's path). */
  warnings: ValidationError[];
  /** The files that refer to each of site.json's facts, by the fact's name ({fact:name}). */
  factUses: Record<string, string[]>;
}

/** Where the files are on disk, for the checks that need it; without these options they are skipped. */
export interface ValidateOptions {
  /** Every file under public/, as "/assets/…", to name the nearest when a path is missing. */
  assetFiles?: readonly string[];
  /** The absolute, "/"-separated path of a file the report names ("pages/about.json"). */
  fileOnDisk?: (file: string) => string;
  /** The absolute, "/"-separated path of the schemas/ folder "$schema" must lead to. */
  schemasDir?: string;
  /** The bytes of a file under public/ ("/assets/…"), for the picture checks; without it pictures are checked for shape only. */
  readAsset?: (path: string) => Uint8Array | undefined;
}

/** `pages/about.json:41:17 sections[3].itmes: unknown key; did you mean "items"? [UnknownKey]` */
export function formatError(error: ValidationError): string {
  const where = error.line === undefined ? `${error.file}:` : `${error.file}:${error.line}:${error.column}`;
  return oneLine(
    `${where} ${error.warning ? 'warning: ' : ''}${error.path.length ? `${formatPath(error.path)}: ` : ''}${error.message} [${error.name}]`,
  );
}

/** Report order: by file, then by place in the file; whole-file errors first. */
export function byPlace(a: ValidationError, b: ValidationError): number {
  return a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);
}

function toErrors(source: JsonSource, problems: Problem[]): ValidationError[] {
  return problems.map((p) => ({ file: source.file, ...locate(source, p.path, p.atKey), path: p.path, ...named(p.message) }));
}

function parse(file: SourceFile, errors: ValidationError[]): JsonSource | undefined {
  const { source, errors: problems } = parseJsonSource(file.file, file.text);
  for (const { path, message, ...place } of problems) errors.push({ file: file.file, ...place, path, ...named(message) });
  return source;
}

/**
 * Checks one document's shape, and with the site's `checks` what it says of the rest of the site; a top level that is
 * not an object gets one plain message rather than a schema's worth.
 */
function check<S extends z.ZodType>(
  schema: S,
  source: JsonSource,
  value: unknown,
  errors: ValidationError[],
  checks: CrossChecks,
): z.output<S> | undefined {
  if (!isJsonObject(value)) {
    errors.push(...toErrors(source, [{ path: [], message: messages.NotADocument(describeValue(value)) }]));
    return undefined;
  }
  const result = schema.safeParse(value, parseFor(checks, { reportInput: true }));
  if (result.success) return result.data;
  errors.push(...toErrors(source, problemsFromZod(result.error.issues, schema, value)));
  return undefined;
}

/**
 * The document with each {token} replaced by its value; an unknown token is an error. With `warnings` (a page, not
 * site.json), a link whose address starts with a token naming no profile, and close to none that exists, is taken for
 * a removed profile's: it leaves the document, with a warning where it was. A near miss ("{githib}") stays an error.
 */
function expandTokens(
  source: JsonSource,
  tokens: Record<string, string>,
  errors: ValidationError[],
  warnings?: ValidationError[],
  isRemovedRoute?: (route: string) => boolean,
): { value: unknown; dropped: DroppedLink[]; kept: KeptItems } {
  const problems: Problem[] = [];
  const dropped: DroppedLink[] = [];
  const kept: KeptItems = new WeakMap();
  const known = knownTokens(tokens).filter((token) => !token.startsWith(FACT_PREFIX));
  const facts = Object.keys(factsOf(tokens));
  const unknownFact = (fact: string) => messages.UnknownFact(fact, facts, suggest(fact, facts));
  const value = substituteTokens(source.value, tokens, {
    unknown: (path, token) =>
      problems.push({
        path,
        message: token.startsWith(FACT_PREFIX)
          ? unknownFact(token.slice(FACT_PREFIX.length))
          : messages.UnknownToken(token, known, suggest(token, known)),
      }),
    dropped: (path, token) => dropped.push({ path, token }),
    isRemovedProfile: (token) => warnings !== undefined && suggest(token, known) === undefined,
    isRemovedRoute: warnings && isRemovedRoute,
    keptItems: (list, places) => kept.set(list, places),
  });
  errors.push(...toErrors(source, problems));
  warnings?.push(
    ...toErrors(
      source,
      dropped.map(({ path, token }) => ({
        path,
        message: token.startsWith('/') ? messages.RemovedPageLink(token) : messages.RemovedProfileLink(token),
      })),
    ),
  );
  return { value, dropped, kept };
}

/** A page's problems against the page schema and the site's checks, at places in `value`; none when it is valid. */
function pageProblems(value: unknown, checks: CrossChecks): Problem[] {
  if (!isJsonObject(value)) return [];
  const result = pageSchema.safeParse(value, parseFor(checks, { reportInput: true }));
  return result.success ? [] : problemsFromZod(result.error.issues, pageSchema, value);
}

/** The files that show each fact: the pages, and site.json where it uses one outside "facts" (in its headline, say). */
function usesOfFacts(siteSource: JsonSource | undefined, sources: JsonSource[]): Record<string, string[]> {
  const site = isJsonObject(siteSource?.value) ? siteSource.value : {};
  const { facts, ...settings } = site;
  const siteText = siteSource ? [{ file: siteSource.file, text: JSON.stringify(settings) }] : [];
  const rawFacts = isJsonObject(facts)
    ? Object.fromEntries(Object.entries(facts).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {};
  return factUses([...siteText, ...sources], rawFacts);
}

/**
 * Validates the whole site at once and reports every error in every file:
 * JSON syntax, tokens, each document's shape, then what spans documents
 * (unique routes, redirects that hide no page, internal links that resolve,
 * assets that exist, icon pools that site.json declares). Valid pages come back
 * with their derived labels and pool icons filled in (./derive.ts).
 * Never throws: whatever a document holds gets a message.
 */
export function validateSite(
  siteFile: SourceFile | undefined,
  pageFiles: SourceFile[],
  assetExists: (path: string) => boolean,
  options: ValidateOptions = {},
): ValidationResult {
  const errors: ValidationError[] = [];
  const siteSource = siteFile && parse(siteFile, errors);
  const parsed = pageFiles.map((f) => ({ file: f, source: parse(f, errors) }));
  const sources = parsed.flatMap(({ source }) => source ?? []);
  // A page that would not parse still has its address: links to it are not reported as dead.
  const unparsed = parsed.flatMap(({ file, source }) => (source ? [] : [recoverRoute(file.file, file.text)]));

  // Routes first: links anywhere may point at any page.
  const { owners, problems: routeProblems } = claimRoutes(sources);
  for (const [source, problems] of routeProblems) errors.push(...toErrors(source, problems));
  const siteRoutes = checkSiteRoutes(siteSource?.value, owners, unparsed);
  const siteProblems = siteSource ? toErrors(siteSource, [...siteRoutes.problems, ...checkFooterProfiles(siteSource.value)]) : [];
  errors.push(...siteProblems.filter((problem) => !problem.warning));
  const routes = new Set([...owners.keys(), ...siteRoutes.redirectFroms, ...unparsed]);
  const anchors = collectAnchors(sources);
  const picture = pictureChecker(options.readAsset);
  // What site.json declares, once it is read: pages are read after it.
  const declaredPools: { names?: readonly string[] } = {};
  let currentRoute: string | undefined;
  const targets = { routes, anchors, currentRoute: () => currentRoute };
  const checks: CrossChecks = {
    linkProblem: (href: string) => linkProblem(href, targets),
    assetProblem: (path: string) => assetProblem(path, assetExists, options.assetFiles ?? []),
    picture,
    iconPoolNames: () => declaredPools.names,
  };

  const { fileOnDisk, schemasDir } = options;
  for (const source of siteSource ? [siteSource, ...sources] : sources) {
    const problem = fileOnDisk && schemasDir && schemaPathProblem(source, fileOnDisk(source.file), schemasDir);
    if (problem) errors.push(...toErrors(source, [problem]));
  }
  const warnings = [
    ...siteProblems.filter((problem) => problem.warning),
    ...sources.flatMap((source) => {
      const problem = routeFileProblem(source);
      return problem ? toErrors(source, [problem]) : [];
    }),
  ];

  // site.json may use its own tokens, but only those whose value holds none: one pass must leave no token behind.
  const declared = Object.entries(siteTokens(siteSource?.value)).filter(([, value]) => !containsToken(value));
  const siteValue = siteSource && expandTokens(siteSource, Object.fromEntries(declared), errors).value;
  const checkedSite = siteSource ? check(siteSchema, siteSource, siteValue, errors, checks) : undefined;
  const site = checkedSite && withoutRemovedProfiles(checkedSite);
  const tokens = site ? siteTokens(site) : {};
  const facts = factsOf(tokens);
  if (siteSource && site) warnings.push(...toErrors(siteSource, typedFacts(siteSchema, siteSource.value, facts, 'facts')));
  declaredPools.names = site && Object.keys(site.iconPools ?? {});
  // A link to a page deleted in the editor leaves the site with a warning; one to a route that never was stays an error.
  const deleted = new Set(site?.deletedPages ?? []);
  const isDeletedPage = deleted.size > 0 ? (route: string) => deleted.has(route) && !routes.has(route) : undefined;
  const pages: ValidatedPage[] = [];
  const published: [JsonSource, unknown][] = siteSource && site ? [[siteSource, siteValue]] : [];
  for (const source of sources) {
    // Without a valid site.json every token looks unknown; its own errors say why.
    const expanded = expandTokens(source, tokens, site ? errors : [], site ? warnings : undefined, isDeletedPage);
    // A section a removed profile's links emptied leaves the page, with a warning: another document's edit never
    // makes this one invalid.
    const absorbed = absorbEmptiedSections(expanded.value, expanded.dropped, expanded.kept, (page) => pageProblems(page, checks));
    warnings.push(...toErrors(source, absorbed.warnings));
    const value = absorbed.value;
    const route = isJsonObject(value) ? value.route : undefined;
    currentRoute = typeof route === 'string' ? route : undefined;
    const checked = check(pageSchema, source, value, errors, checks);
    if (!checked) continue;
    // A page a removed profile left short of text says so as a warning (PageLeftBare says why); with all its
    // sections it said enough.
    const outline = outlineProblems(checked);
    const leftShort = (problem: Problem) => absorbed.warnings.length > 0 && problem.message.name === 'TooLittleText';
    errors.push(
      ...toErrors(
        source,
        outline.filter((problem) => !leftShort(problem)),
      ),
    );
    warnings.push(...toErrors(source, outline.filter(leftShort)).map((problem) => ({ ...problem, warning: true })));
    errors.push(...toErrors(source, caseSummaryProblems(checked)));
    warnings.push(...toErrors(source, snippetProblems(checked)));
    warnings.push(...toErrors(source, typedFacts(pageSchema, source.value, facts)));
    // Labels and pool icons are filled here, once, so server and browser draw the same finished data.
    pages.push({ file: source.file, document: deriveDocument(checked, site?.iconPools ?? {}, site?.profiles) });
    published.push([source, value]);
  }
  // After every page is read: a page's feed may be declared by a page above it.
  const feedRoutes = Object.keys(feedTitles(pages.map((page) => page.document)));
  for (const { file, document } of pages) {
    warnings.push(
      ...toErrors(
        sources.find((source) => source.file === file)!,
        undatedFeedArticles(document, feedRoutes),
      ),
    );
  }
  // After every page is read: a case's previous and next come from its listing's cards, and its screens (on its
  // twin and on the cards linking to it) from its own page.
  const documents = pages.map((page) => page.document);
  for (const [document, problems] of [...linkCases(documents), ...shareScreens(documents)]) {
    const file = pages.find((page) => page.document === document)!.file;
    errors.push(
      ...toErrors(
        sources.find((source) => source.file === file)!,
        problems,
      ),
    );
  }
  // The résumé PDF is written from the résumé page and the identity: a character its fonts lack prints as a blank.
  const resumePage = site && findResumePage(pages.map((page) => page.document));
  if (site && siteSource && resumePage) {
    const resume = resumeOf(site, resumePage);
    const [source, value] = published.find(([, value]) => isJsonObject(value) && value.route === resumePage.route) ?? [];
    if (source) warnings.push(...toErrors(source, glyphProblems(resume, value)));
    const identity = { name: site.name, headline: site.headline, location: site.location };
    warnings.push(...toErrors(siteSource, glyphProblems(resume, identity)));
  }
  const drafts = draftRoutes(pages);
  for (const [source, value] of published) errors.push(...toErrors(source, linksToDrafts(value, drafts)));
  // Every page, drafts included: a draft's placeholders (and those of a listing's card for one) are warnings.
  for (const source of sources) {
    const page = pages.find((p) => p.file === source.file);
    if (!page) continue;
    const found = placeholdersLeft(source.value, drafts);
    errors.push(...toErrors(source, found.errors));
    warnings.push(...toErrors(source, found.warnings));
  }
  errors.sort(byPlace);
  warnings.sort(byPlace);
  return { site, pages, errors, warnings, factUses: usesOfFacts(siteSource, sources) };
}
