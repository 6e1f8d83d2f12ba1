/**
 * Draft pages ("draft": true): `npm run dev` serves them, the build leaves them out.
 * So nothing that ships may lead to one: a link on a published page, a nav entry or a
 * redirect in site.json pointing at a draft would be a dead link in the built site.
 */
import { messages } from '../../schema/messages';
import { inlineLinks, internalPath } from '../../schema/links';
import { isJsonObject, mapChildren, valueAt, walkJson, type JsonPath } from '../../schema/json';
import { isCard, isUnwrittenCard } from './placeholders';
import type { Problem } from '../validation/zod-issues';

interface Draftable {
  route: string;
  aliases?: string[];
  draft?: boolean;
}

/** Whether a page is a draft. */
export const isDraft = (document: { draft?: boolean }): boolean => document.draft === true;

/** Route or alias of each draft → the draft's file. */
export function draftRoutes(pages: { file: string; document: Draftable }[]): Map<string, string> {
  const routes = new Map<string, string>();
  for (const { file, document } of pages) {
    if (!isDraft(document)) continue;
    for (const route of [document.route, ...(document.aliases ?? [])]) routes.set(route, file);
  }
  return routes;
}

/** Every internal link in a document, plain or inline in text, with where it sits. */
function linksIn(document: unknown): [href: string, path: JsonPath][] {
  const links: [string, JsonPath][] = [];
  walkJson(document, (value, path) => {
    // A page's own addresses are not links.
    if (path.length === 1 && (path[0] === 'route' || path[0] === 'aliases')) return false;
    if (typeof value !== 'string') return;
    if (internalPath(value)) links.push([value, path]);
    for (const { href } of inlineLinks(value)) if (internalPath(href)) links.push([href, path]);
  });
  return links;
}

/**
 * A card leading to a draft is drawn by `npm run dev` and left out of the build with its draft (`published`), so a new
 * case study's card can wait on /work while the case is written; a button or a link in text leading to a draft stays
 * an error.
 */
const isCardFor = (item: unknown, drafts: Map<string, string>) => isCard(item) && drafts.has(internalPath(item.href) ?? '');

/** Links in a published document (a page, or site.json) that lead to a draft. */
export function linksToDrafts(document: unknown, drafts: Map<string, string>): Problem[] {
  if (drafts.size === 0 || (isJsonObject(document) && document.draft === true)) return [];
  const problems: Problem[] = [];
  for (const [href, path] of linksIn(document)) {
    if (path.at(-1) === 'href' && isCardFor(valueAt(document, path.slice(0, -1)), drafts)) continue;
    const draftFile = drafts.get(internalPath(href)!);
    if (draftFile) problems.push({ path, message: messages.LinkToDraft(href, draftFile) });
  }
  return problems;
}

/** A value without the listing's cards that are not ready: those leading to a draft, and those not written yet. */
function withoutCardsLeftOut<T>(value: T, drafts: Map<string, string>): T {
  const kept = Array.isArray(value) ? value.filter((item) => !isCardFor(item, drafts) && !isUnwrittenCard(item)) : value;
  return mapChildren(kept, (item) => withoutCardsLeftOut(item, drafts)) as T;
}

/** The pages a build ships, without the cards of a listing that are not ready (see isCardFor and isUnwrittenCard). */
export function published<T extends { file: string; document: Draftable }>(pages: T[]): T[] {
  const drafts = draftRoutes(pages);
  return pages.filter((page) => !isDraft(page.document)).map((page) => ({ ...page, document: withoutCardsLeftOut(page.document, drafts) }));
}
