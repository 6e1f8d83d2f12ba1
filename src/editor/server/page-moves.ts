/**
 * Deleting a page and moving one to another route, each as one change to the site: what goes with a deleted page (its
 * file, its cards on listing pages, its menu and footer links, the pictures only it shows), and what follows a moved
 * one (links, cards and the menu, and a redirect from the old address). Every document is written through the same
 * text-keeping writer a save uses, so the rest of each file stays as the owner wrote it.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'jsonc-parser';
import { definitionIfBlock } from '../../blocks/schemas';
import { isJsonObject, stringsIn, valueAt, type JsonObject } from '../../schema/json';
import { SITE_FILE } from '../../content/validation/load';
import { normaliseRoute, pageFileFor, ScaffoldError } from '../../content/codegen/scaffold';
import { writeAtomically } from '../../content/editing/atomic-write';
import { editText } from '../../content/editing/edit-text';
import { HttpError, readJsonBody, type Answer, type Handler } from './http';
import { documentFiles } from './page-list';
import { checkNewDocument, pictureAddressSegments, resolveDocument } from './safe-paths';
import type { DeletePlan, JsonPath, PagePlace, RenamePlan } from '../wire';
import { siteTokens } from '../../schema/site';
import { pageInWords, titleAsRead } from './page-names';

type Json = JsonObject;

interface Document {
  file: string;
  path: string;
  text: string;
  value: Json;
}

/** Every document under pages/, read; one that is not JSON is skipped (the validator says why). */
function readDocuments(root: string): Document[] {
  return documentFiles(root).flatMap((file) => {
    const path = resolveDocument(root, file);
    const text = readFileSync(path, 'utf8');
    const value: unknown = parse(text.replace(/^\uFEFF/, ''));
    return isJsonObject(value) ? [{ file, path, text, value }] : [];
  });
}

/** Whether an address leads to `route`: the route itself, or with an anchor or a query after it. */
const leadsTo = (address: string, route: string) =>
  address === route || address === `${route}/` || address.startsWith(`${route}#`) || address.startsWith(`${route}?`);

/** An inline link to `route` in a paragraph: "[label](/route)" or "[label](/route#part)". */
const inlineLinkTo = (route: string, flags = 'g') => new RegExp(`\\]\\(${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?(?=[)#?])`, flags);

/** The card a place is in, when it is the `href` of an item of a block that lists pages (a card grid). */
function cardAt(value: Json, path: JsonPath): JsonPath | undefined {
  if (path.length < 4 || path.at(-1) !== 'href' || path.at(-3) !== 'items') return undefined;
  const block = valueAt(value, path.slice(0, -3));
  return isJsonObject(block) && definitionIfBlock(block.type)?.listsPages ? path.slice(0, -1) : undefined;
}

/** The site's tokens ({name}, {location}, profiles), read from site.json as it stands, to show titles as visitors read them. */
const tokensOf = (documents: Document[]) => siteTokens(documents.find((document) => document.file === SITE_FILE)?.value);

function placeIn(document: Document, tokens: Record<string, string>, jsonPath: JsonPath, text: string): PagePlace {
  const { file, value } = document;
  if (file === SITE_FILE) return { file, page: 'Site settings', jsonPath, text };
  const route = String(value.route);
  const title = typeof value.title === 'string' ? value.title : route;
  return { file, page: pageInWords(title, tokens, route), route, jsonPath, text };
}

/** A card's or a link's words: its title or label when it has one. */
const wordsOf = (item: unknown, fallback: string) =>
  isJsonObject(item) ? String(item.title ?? item.label ?? item.heading ?? fallback) : fallback;

/** The home page: the page at "/", or the one "/" redirects to. */
function isHome(site: Json | undefined, route: string): boolean {
  if (route === '/') return true;
  const redirects = Array.isArray(site?.redirects) ? site.redirects : [];
  return redirects.some((redirect) => isJsonObject(redirect) && redirect.from === '/' && redirect.to === route);
}

/** The page at `route`, or a sentence saying why it may not be deleted or moved. */
function pageToChange(documents: Document[], route: unknown, verb: 'delete' | 'move'): Document {
  if (typeof route !== 'string' || !route.startsWith('/')) throw new HttpError(400, 'name the page by its route, e.g. "/work/old-case"');
  const site = documents.find((document) => document.file === SITE_FILE)?.value;
  if (isHome(site, route))
    throw new HttpError(
      400,
      `${route} is the home page, which the site cannot be without; change its content instead of trying to ${verb} it`,
    );
  const page = documents.find((document) => document.file !== SITE_FILE && document.value.route === route);
  if (!page) throw new HttpError(404, `no page has the route ${route}`);
  return page;
}

/** The pictures a page shows ("/assets/…") that no other document names, and that are there to remove. */
function picturesOnlyIn(root: string, page: Document, others: Document[]): string[] {
  const own = new Set(stringsIn(page.value).flatMap(([text]) => (text.startsWith('/assets/') ? [text.replace(/[?#].*$/, '')] : [])));
  return [...own].filter((address) => {
    if (others.some((other) => other.text.includes(address))) return false;
    try {
      pictureAddressSegments(address);
    } catch {
      return false; // not a picture's name the editor may touch
    }
    return existsSync(join(root, 'public', address));
  });
}

/**
 * What in `documents` leads to `routes`: cards on listing pages, menu and footer links and redirects in site.json,
 * other settings in site.json, and links in other fields (whole addresses, or inline in a paragraph). What a deleted
 * page takes with it or leaves pointing nowhere, and what follows a moved one.
 */
function linksTo(documents: Document[], routes: string[], tokens: Record<string, string>) {
  const found = { cards: [] as PagePlace[], siteLinks: [] as PagePlace[], settings: [] as PagePlace[], elsewhere: [] as PagePlace[] };
  const inline = routes.map((route) => inlineLinkTo(route, ''));
  for (const document of documents) {
    const site = document.file === SITE_FILE;
    for (const [text, path] of stringsIn(document.value)) {
      // site.json's list of deleted pages and its redirects' old addresses name routes; they link nowhere.
      if (site && (path[0] === 'deletedPages' || (path[0] === 'redirects' && path[2] === 'from'))) continue;
      const whole = routes.some((route) => leadsTo(text, route));
      if (!whole && !inline.some((link) => link.test(text))) continue;
      const card = whole && !site ? cardAt(document.value, path) : undefined;
      if (card) found.cards.push(placeIn(document, tokens, card, wordsOf(valueAt(document.value, card), text)));
      else if (site && siteLinkGoes(path))
        found.siteLinks.push(placeIn(document, tokens, path.slice(0, -1), wordsOf(valueAt(document.value, path.slice(0, -1)), text)));
      else (site ? found.settings : found.elsewhere).push(placeIn(document, tokens, path, text));
    }
  }
  return found;
}

/** The links that follow the page at `route` when it moves: cards, menu entries, links on other pages and in the settings. */
export function renamePlan(root: string, route: unknown): RenamePlan {
  const documents = readDocuments(root);
  const page = pageToChange(documents, route, 'move');
  const { cards, siteLinks, settings, elsewhere } = linksTo(
    documents.filter((document) => document !== page),
    [route as string],
    tokensOf(documents),
  );
  return { route: route as string, cards, siteLinks, links: [...elsewhere, ...settings] };
}

/** What deleting the page at `route` takes with it, and what it leaves pointing nowhere. */
export function deletePlan(root: string, route: unknown): DeletePlan {
  const documents = readDocuments(root);
  const page = pageToChange(documents, route, 'delete');
  const tokens = tokensOf(documents);
  const others = documents.filter((document) => document !== page);
  const plan: DeletePlan = {
    route: route as string,
    file: page.file,
    title: typeof page.value.title === 'string' ? titleAsRead(page.value.title, tokens) : (route as string),
    routes: [
      route as string,
      ...(Array.isArray(page.value.aliases) ? page.value.aliases.filter((alias) => typeof alias === 'string') : []),
    ],
    cards: [],
    siteLinks: [],
    pictures: picturesOnlyIn(root, page, others),
    dangling: [],
  };
  const links = linksTo(others, plan.routes, tokens);
  if (links.settings.length)
    throw new HttpError(
      409,
      `the site's settings lead to ${plan.route} at ${links.settings[0].jsonPath.join('.')}; point that elsewhere in Site settings first, then delete the page`,
    );
  plan.cards = links.cards;
  plan.siteLinks = links.siteLinks;
  plan.dangling = links.elsewhere;
  const site = documents.find((document) => document.file === SITE_FILE)?.value;
  const nav = Array.isArray(site?.nav) ? site.nav : [];
  const navLeft = nav.filter(
    (entry) => !(isJsonObject(entry) && typeof entry.href === 'string' && plan.routes.some((gone) => leadsTo(entry.href as string, gone))),
  );
  if (nav.length > 0 && navLeft.length === 0)
    throw new HttpError(409, `${plan.route} is the only page in the menu, which needs one; add another page to the menu first`);
  return plan;
}

/** The links in site.json that go with a deleted page: a menu entry, a footer link, a redirect to it. */
const siteLinkGoes = (path: JsonPath) =>
  (path[0] === 'nav' && path[2] === 'href') ||
  (path[0] === 'footer' && path[1] === 'links' && path[3] === 'href') ||
  (path[0] === 'redirects' && path[2] === 'to');

/** `value` without the list items at `paths` (each ends with an index). */
function withoutItems(value: Json, paths: JsonPath[]): Json {
  const copy = structuredClone(value);
  // The last first, so that the places of the others hold.
  const sorted = [...paths].sort((a, b) => Number(b.at(-1)) - Number(a.at(-1)));
  for (const path of sorted) (valueAt(copy, path.slice(0, -1)) as unknown[]).splice(Number(path.at(-1)), 1);
  return copy;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Writes each changed document through the text-keeping writer. */
async function writeDocuments(changes: Map<Document, Json>): Promise<void> {
  const texts = await Promise.all(
    [...changes].map(async ([document, value]) => [document, await editText(document.text, value, { filepath: document.path })] as const),
  );
  for (const [document, text] of texts) if (text !== document.text) writeAtomically(document.path, text);
}

/** Deletes the page at `route` with everything its plan says goes with it; answers what was done, in words. */
export async function deletePage(root: string, route: unknown): Promise<{ message: string; plan: DeletePlan }> {
  const plan = deletePlan(root, route);
  const documents = readDocuments(root);
  const changes = new Map<Document, Json>();
  for (const place of [...plan.cards, ...plan.siteLinks]) {
    const document = documents.find((candidate) => candidate.file === place.file)!;
    changes.set(document, withoutItems(changes.get(document) ?? document.value, [place.jsonPath]));
  }
  // Links left on other pages leave the built site with a warning, as site.json's list of deleted pages tells it.
  const siteDocument = documents.find((document) => document.file === SITE_FILE);
  if (siteDocument) {
    const site = changes.get(siteDocument) ?? structuredClone(siteDocument.value);
    const deleted = Array.isArray(site.deletedPages) ? (site.deletedPages as string[]) : [];
    const added = plan.routes.filter((gone) => !deleted.includes(gone));
    if (added.length) site.deletedPages = [...deleted, ...added];
    changes.set(siteDocument, site);
  }
  await writeDocuments(changes);
  rmSync(resolveDocument(root, plan.file));
  for (const picture of plan.pictures) rmSync(join(root, 'public', picture));
  const parts = [`Deleted ${plan.route} (${plan.file})`];
  if (plan.cards.length)
    parts.push(`its ${plural(plan.cards.length, 'card')} on ${[...new Set(plan.cards.map((card) => card.page))].join(', ')}`);
  if (plan.siteLinks.length) parts.push(`its ${plural(plan.siteLinks.length, 'link')} in the menu, footer or redirects`);
  if (plan.pictures.length) parts.push(`${plural(plan.pictures.length, 'picture')} only it showed (${plan.pictures.join(', ')})`);
  let message = `${parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0]}.`;
  if (plan.dangling.length)
    message += ` ${plural(plan.dangling.length, 'link')} on other pages still ${plan.dangling.length === 1 ? 'leads' : 'lead'} there: the site leaves ${plan.dangling.length === 1 ? 'it' : 'them'} out, and the problem list shows each as a warning.`;
  return { message, plan };
}

/** The route a page may move to, or a sentence saying why not. */
function newRouteFor(documents: Document[], to: unknown): string {
  if (typeof to !== 'string') throw new HttpError(400, 'give the new route as "to", e.g. "/work/new-name"');
  let route: string;
  try {
    route = normaliseRoute(to);
  } catch (error) {
    if (error instanceof ScaffoldError) throw new HttpError(400, error.message);
    throw error;
  }
  const site = documents.find((document) => document.file === SITE_FILE)?.value;
  const taken = documents.find(
    (document) =>
      document.file !== SITE_FILE &&
      (document.value.route === route || (Array.isArray(document.value.aliases) && document.value.aliases.includes(route))),
  );
  if (taken) throw new HttpError(409, `${route} is taken by ${taken.file}; choose another route`);
  const redirects = Array.isArray(site?.redirects) ? site.redirects : [];
  if (redirects.some((redirect) => isJsonObject(redirect) && redirect.from === route))
    throw new HttpError(
      409,
      `${route} already redirects elsewhere (Site settings › Redirects); choose another route or remove that redirect first`,
    );
  return route;
}

/** `text` with each link to `from` leading to `to` instead: the whole address, or inline links in a paragraph. */
function relinked(text: string, from: string, to: string): string {
  if (leadsTo(text, from)) return to + text.slice(from.length).replace(/^\/(?=$|[#?])/, '');
  return text.replace(inlineLinkTo(from), `](${to}`);
}

/** `value` with every link to `from` leading to `to`; `skip` tells which strings are no link (a page's own route). */
function withLinksMoved(value: Json, from: string, to: string, skip: (path: JsonPath) => boolean): { value: Json; count: number } {
  const copy = structuredClone(value);
  let count = 0;
  for (const [text, path] of stringsIn(value)) {
    if (skip(path)) continue;
    const moved = relinked(text, from, to);
    if (moved === text) continue;
    const holder = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
    holder[path.at(-1)!] = moved;
    count += 1;
  }
  return { value: copy, count };
}

/** A relative "$schema" written for a file at `from`, as the file at `to` names the same schema ("../" more or fewer). */
function schemaFrom(schema: string, from: string, to: string): string {
  if (/^[a-z]+:|^\//i.test(schema)) return schema;
  const deeper = to.split('/').length - from.split('/').length;
  if (deeper >= 0) return `${'../'.repeat(deeper)}${schema}`;
  const up = '../'.repeat(-deeper);
  return schema.startsWith(up) ? schema.slice(up.length) : schema;
}

/** Moves the page at `route` to `to`: its file, every link to it, and a redirect from the old address. */
export async function renamePage(root: string, route: unknown, to: unknown): Promise<{ message: string; file: string; route: string }> {
  const documents = readDocuments(root);
  const page = pageToChange(documents, route, 'move');
  const from = route as string;
  const target = newRouteFor(documents, to);
  const file = pageFileFor(target);
  checkNewDocument(root, file);
  if (existsSync(join(root, file))) throw new HttpError(409, `${file} already exists; choose another route`);
  const changes = new Map<Document, Json>();
  let links = 0;
  for (const document of documents) {
    const site = document.file === SITE_FILE;
    // site.json's redirects keep their old addresses ("from"); a page's own route is its, not a link.
    const skip = (path: JsonPath) =>
      site ? (path[0] === 'redirects' && path[2] === 'from') || path[0] === 'deletedPages' : path.length === 1 && path[0] === 'route';
    const moved = withLinksMoved(document.value, from, target, skip);
    if (document === page) {
      moved.value.route = target;
      // "$schema" is a path from the file's folder: it names the same schema from the new one.
      if (typeof page.value.$schema === 'string') moved.value.$schema = schemaFrom(page.value.$schema, page.file, file);
    } else links += moved.count;
    if (site) {
      const redirects = Array.isArray(moved.value.redirects) ? (moved.value.redirects as Json[]) : [];
      moved.value.redirects = [...redirects, { from, to: target }];
      // A page made again at a route once deleted is no longer a deleted page.
      if (Array.isArray(moved.value.deletedPages)) {
        moved.value.deletedPages = (moved.value.deletedPages as string[]).filter((gone) => gone !== target);
        if ((moved.value.deletedPages as string[]).length === 0) delete moved.value.deletedPages;
      }
    }
    if (moved.count > 0 || site || document === page) changes.set(document, moved.value);
  }
  const pageValue = changes.get(page)!;
  changes.delete(page);
  const pageText = await editText(page.text, pageValue, { filepath: page.path });
  // The new file first, with its name refused if taken meanwhile; the old one goes once the links lead to the new.
  const newPath = join(root, file);
  mkdirSync(join(newPath, '..'), { recursive: true });
  writeAtomically(newPath, pageText, { replace: false });
  await writeDocuments(changes);
  rmSync(page.path);
  const message =
    `Moved ${from} to ${target} (${page.file} is now ${file}); ${plural(links, 'link')} on other pages and in the site's settings now ` +
    `${links === 1 ? 'leads' : 'lead'} there, and ${from} redirects to ${target}.`;
  return { message, file, route: target };
}

const ok = (body: unknown): Answer => ({ status: 200, body });

/** GET pages/delete?route=/x: what deleting the page would take with it. */
export const planPageDelete: Handler = async ({ root, url }) => ok(deletePlan(root, url.searchParams.get('route')));

/** POST pages/delete { route }: deletes it; answers { message } in words. */
export const runPageDelete: Handler = async ({ root, req }) => {
  const body = await readJsonBody(req);
  const { message } = await deletePage(root, body.route);
  return ok({ message });
};

/** GET pages/rename?route=/x: what would follow the page if it moved. */
export const planPageRename: Handler = async ({ root, url }) => ok(renamePlan(root, url.searchParams.get('route')));

/** POST pages/rename { route, to }: moves it; answers { message, file, route }. */
export const runPageRename: Handler = async ({ root, req }) => {
  const body = await readJsonBody(req);
  return ok(await renamePage(root, body.route, body.to));
};
