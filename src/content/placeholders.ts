/**
 * Placeholder text a template or "Add section" starts a field with ("[The problem, in a sentence]"): a whole text in
 * square brackets. Left in a published page it is an error (it would ship); in a draft, or in a listing's card for a
 * draft (which the build leaves out with it), a warning, so the owner can save a case study half written and still
 * see what is left to write.
 */
import { internalPath } from '../schema/links';
import { messages } from '../schema/messages';
import { isJsonObject, walkJson, type JsonPath } from '../schema/json';
import type { Problem } from './zod-issues';

/** A whole text in square brackets, as templates write their placeholders. */
export const PLACEHOLDER = /^\[[^[\]]+\]$/;

/** Every placeholder left in a page document, each where it sits; `drafts`: the routes of the drafts. */
export function placeholdersLeft(document: unknown, drafts: ReadonlyMap<string, string>): { errors: Problem[]; warnings: Problem[] } {
  const found = { errors: [] as Problem[], warnings: [] as Problem[] };
  const leadsToDraft = (value: unknown) =>
    isJsonObject(value) && typeof value.href === 'string' && drafts.has(internalPath(value.href) ?? '');
  // Within a draft, or a list's item leading to one, a placeholder is a warning.
  const visit = (draft: boolean) => (value: unknown, path: JsonPath) => {
    if (!draft && typeof path.at(-1) === 'number' && leadsToDraft(value)) {
      walkJson(value, visit(true), path);
      return false;
    }
    if (typeof value !== 'string' || !PLACEHOLDER.test(value.trim())) return;
    if (draft) found.warnings.push({ path, message: messages.PlaceholderInDraft(value) });
    else found.errors.push({ path, message: messages.PlaceholderText(value) });
  };
  walkJson(document, visit(isJsonObject(document) && document.draft === true));
  return found;
}
