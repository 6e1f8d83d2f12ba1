/**
 * A page's title as the editor shows it, in one way everywhere (the page list, the delete and rename dialogs, the
 * problem list, the checklist): as visitors read it, the site's tokens filled in ("About · Jordan Vega", not
 * "About · {name}").
 */
import { substituteTokens } from '../../content/validation/tokens';

/** `title` with the site's tokens filled in; a token the site does not declare stays as written. */
export const titleAsRead = (title: string, tokens: Record<string, string>): string =>
  String(substituteTokens(title, tokens, () => undefined));

/**
 * A page in words, from its title read as visitors read it, with the owner's name left out:
 * "Design · Thoughts · {name}" is "Thoughts › Design".
 */
export function pageInWords(title: string, tokens: Record<string, string>, route: string): string {
  const parts = titleAsRead(title, tokens)
    .split(' · ')
    .map((part) => part.trim())
    .filter((part) => part && part !== tokens.name);
  return parts.length ? parts.reverse().join(' › ') : route;
}
