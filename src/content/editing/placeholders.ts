/**
 * Placeholder text a template or "Add section" starts a field with ("[The problem, in a sentence]"): a whole text in
 * square brackets. Left in a published page it is an error (it would ship); in a draft, or in a listing's card (which
 * the build leaves out while it leads to a draft or holds a placeholder), a warning, so the owner can save a case study
 * half written, and publish it before its card on the listing is written, and still see what is left to write.
 */
import { internalPath } from '../../schema/links';
import { messages } from '../../schema/messages';
import { isJsonObject, stringsIn, walkJson, type JsonObject, type JsonPath } from '../../schema/json';
import type { Problem } from '../validation/zod-issues';

/** A whole text in square brackets, as templates write their placeholders. */
export const PLACEHOLDER = /^\[[^[\]]+\]$/;

/** A listing's card for a page of the site: a list item with its own title and link ("items[2]" of a card grid). */
export const isCard = (item: unknown): item is JsonObject & { href: string } =>
  isJsonObject(item) && typeof item.title === 'string' && typeof item.href === 'string' && internalPath(item.href) !== undefined;

/**
 * A card still holding a template's placeholder text ("[Company · Year]"): the build leaves it out until it is written,
 * with a warning, so publishing a new case never fails on its card on another page.
 */
export const isUnwrittenCard = (item: unknown): boolean => isCard(item) && stringsIn(item).some(([text]) => PLACEHOLDER.test(text.trim()));

/** Every placeholder left in a page document, each where it sits; `drafts`: the routes of the drafts. */
export function placeholdersLeft(document: unknown, drafts: ReadonlyMap<string, string>): { errors: Problem[]; warnings: Problem[] } {
  const found = { errors: [] as Problem[], warnings: [] as Problem[] };
  const leadsToDraft = (value: unknown) =>
    isJsonObject(value) && typeof value.href === 'string' && drafts.has(internalPath(value.href) ?? '');
  // Within a draft, or a list's item leading to one, a placeholder is a warning; so it is in a card left out for it.
  const visit = (within: 'page' | 'draft' | 'card') => (value: unknown, path: JsonPath) => {
    if (within === 'page' && typeof path.at(-1) === 'number') {
      const card = leadsToDraft(value) ? 'draft' : isUnwrittenCard(value) ? 'card' : undefined;
      if (card) {
        walkJson(value, visit(card), path);
        return false;
      }
    }
    if (typeof value !== 'string' || !PLACEHOLDER.test(value.trim())) return;
    if (within === 'draft') found.warnings.push({ path, message: messages.PlaceholderInDraft(value) });
    else if (within === 'card') found.warnings.push({ path, message: messages.PlaceholderInCard(value) });
    else found.errors.push({ path, message: messages.PlaceholderText(value) });
  };
  walkJson(document, visit(isJsonObject(document) && document.draft === true ? 'draft' : 'page'));
  return found;
}
