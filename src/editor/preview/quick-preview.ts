/**
 * The preview at the speed of typing. The document the preview draws is the server's: validated, its tokens filled in
 * and its derived fields added, which takes a round trip and a validation of the whole site. A change that only edits
 * words (the same sections, the same lists, no token typed) is drawn at once by putting the new words into the last
 * document the server sent; anything else waits for the server, whose answer replaces the patch in any case.
 * Words beside a token ("Hi, I'm {name}") are drawn at once too when `expand` fills the token in as the server did.
 */
import { substituteTokens } from '../../content/validation/tokens';
import { isJsonObject } from '../../schema/json';

type Json = unknown;

/** Fills in a text's tokens as the server does, or gives undefined for a token it does not know. */
export function tokenFiller(tokens: Record<string, string>): (text: string) => string | undefined {
  return (text) => {
    let known = true;
    const filled = substituteTokens(text, tokens, () => (known = false));
    return known && typeof filled === 'string' ? filled : undefined;
  };
}

/**
 * `drawn` (the server's document for `from`) with the edits that turn `from` into `to`, or undefined when an edit is
 * more than new words at a place both hold.
 */
export function patchDrawn(from: Json, drawn: Json, to: Json, expand?: (text: string) => string | undefined): Json | undefined {
  if (from === to) return drawn;
  if (typeof to === 'string') {
    if (typeof from !== 'string' || typeof drawn !== 'string') return undefined;
    if (!to.includes('{') && !from.includes('{')) return to;
    // A token ({name}) is the server's to fill in, unless filling it in here gives what the server drew before.
    return expand && expand(from) === drawn ? expand(to) : undefined;
  }
  if (Array.isArray(to)) {
    if (!Array.isArray(from) || !Array.isArray(drawn) || from.length !== to.length || drawn.length !== to.length) return undefined;
    const items: Json[] = [];
    for (let i = 0; i < to.length; i++) {
      const item = patchDrawn(from[i], drawn[i], to[i], expand);
      if (item === undefined) return undefined;
      items.push(item);
    }
    return items.every((item, i) => item === drawn[i]) ? drawn : items;
  }
  if (isJsonObject(to)) {
    if (!isJsonObject(from) || !isJsonObject(drawn)) return undefined;
    const keys = Object.keys(to);
    if (keys.length !== Object.keys(from).length || keys.some((key) => !(key in from))) return undefined;
    let patched: Record<string, Json> | undefined;
    for (const key of keys) {
      if (from[key] === to[key]) continue;
      if (!(key in drawn)) return undefined;
      const value = patchDrawn(from[key], drawn[key], to[key], expand);
      if (value === undefined) return undefined;
      if (value !== drawn[key]) (patched ??= { ...drawn })[key] = value;
    }
    return patched ?? drawn;
  }
  // A number or a switch may change what the server derives (a picture's size): left to it.
  return Object.is(from, to) ? drawn : undefined;
}

/**
 * `next` with the sections of `previous` it holds unchanged: a message to the preview arrives as a copy, every object
 * new, and the renderer draws again only the sections that are other objects (a key typed in a heading redraws the
 * page's header, not the news archive under it).
 */
export function keepUnchanged<T extends { sections: unknown[] }>(previous: T | undefined, next: T): T {
  if (!previous) return next;
  const before = new Map(previous.sections.map((section) => [JSON.stringify(section), section]));
  return { ...next, sections: next.sections.map((section) => before.get(JSON.stringify(section)) ?? section) };
}
