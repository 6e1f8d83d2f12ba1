import { RUNTIME_TOKENS, TOKEN } from '../../schema/links';
import { layoutColumns } from '../../blocks/traits';
import { isJsonObject, type JsonPath } from '../../schema/json';

/** What substituteTokens hears of: a token no one declares, or a link it left out because its profile is gone. */
export interface TokenReports {
  unknown: (path: JsonPath, token: string) => void;
  /** A link whose address is built on `token`, left out of the document: the token names a removed profile. */
  dropped?: (path: JsonPath, token: string) => void;
  /** Whether an unknown token at the start of an address is a profile site.json no longer has (else it is a typo). */
  isRemovedProfile?: (token: string) => boolean;
  /** Whether an internal route ("/cases/atlas") is a deleted page's: a link to it leaves as a removed profile's does. */
  isRemovedRoute?: (route: string) => boolean;
  /** Told, for each list that lost items, the place in the document's list of each item it kept. */
  keptItems?: (list: unknown[], sourceIndices: number[]) => void;
}

/** A whole address built on a token: "{github}", "{blog}/a-post". */
const TOKEN_ADDRESS = /^\{([A-Za-z][A-Za-z0-9]*)\}(?:[/?#]\S*)?$/;
/** An inline link in a paragraph whose target is built on a token: "[my channel]({youtube})". */
const TOKEN_INLINE_LINK = /\[([^\]]+)\]\(\{([A-Za-z][A-Za-z0-9]*)\}(?:[/?#][^)\s]*)?\)/g;

/** A whole internal address, its route apart from an anchor or query: "/cases/atlas#results". */
const ROUTE_ADDRESS = /^(\/[a-z0-9/-]*?)\/?(?:[#?]\S*)?$/;
/** An inline link in a paragraph to an internal address: "[the Atlas case](/cases/atlas)". */
const ROUTE_INLINE_LINK = /\[([^\]]+)\]\((\/[a-z0-9/-]*?)\/?(?:[#?][^)\s]*)?\)/g;

/** Marks a value that leaves the document with the link it holds. */
const DROP = Symbol('dropped');

/**
 * Replaces {token} in every string of a document with the site's values.
 * Runtime tokens ({resume}) stay for the browser to resolve. Unknown tokens are reported.
 *
 * A link whose address names a removed profile leaves instead: the object holding the address (a button, a card, a
 * slide) leaves its list; a list it leaves empty goes too, with its holder when the holder has nothing else but plain
 * fields (a button row); an inline link in a paragraph becomes its plain text; a link object that sits directly in
 * another (a header's "back" link) leaves only that field.
 */
export function substituteTokens(value: unknown, tokens: Record<string, string>, reports: TokenReports | TokenReports['unknown']): unknown {
  const { unknown, dropped, isRemovedProfile, isRemovedRoute, keptItems } = typeof reports === 'function' ? { unknown: reports } : reports;
  const removed = (token: string) =>
    !(token in tokens) && !(RUNTIME_TOKENS as readonly string[]).includes(token) && !!isRemovedProfile?.(token);
  // One path, grown and shrunk on the way down and copied only for a report: most strings hold no token.
  const path: JsonPath = [];
  const within = (segment: string | number, item: unknown) => {
    path.push(segment);
    const result = walk(item);
    path.pop();
    return result;
  };
  /** A string with its links to deleted pages left out: the whole of it (DROP) when it is such a link, else their labels. */
  function withoutDeletedRoutes(text: string): string | typeof DROP {
    if (!text.includes('/')) return text;
    const address = ROUTE_ADDRESS.exec(text);
    // A page's own "route" is no link.
    if (address && path.at(-1) !== 'route' && isRemovedRoute!(address[1] || '/')) {
      dropped?.([...path], address[1] || '/');
      return DROP;
    }
    return text.replace(ROUTE_INLINE_LINK, (whole, label: string, target: string) => {
      if (!isRemovedRoute!(target || '/')) return whole;
      dropped?.([...path], target || '/');
      return label;
    });
  }
  function walk(node: unknown): unknown {
    if (typeof node === 'string') {
      const text = isRemovedRoute ? withoutDeletedRoutes(node) : node;
      if (text === DROP) return DROP;
      if (!text.includes('{')) return text;
      const address = TOKEN_ADDRESS.exec(text);
      if (address && removed(address[1])) {
        dropped?.([...path], address[1]);
        return DROP;
      }
      const unlinked = text.replace(TOKEN_INLINE_LINK, (whole, label: string, token: string) => {
        if (!removed(token)) return whole;
        dropped?.([...path], token);
        return label;
      });
      return unlinked.replace(TOKEN, (whole, token: string) => {
        if (token in tokens) return tokens[token];
        if (!(RUNTIME_TOKENS as readonly string[]).includes(token)) unknown([...path], token);
        return whole;
      });
    }
    if (Array.isArray(node)) {
      const walked = node.map((item, i) => within(i, item));
      const items = walked.filter((item) => item !== DROP);
      if (items.length === 0 && node.length > 0) return DROP;
      if (items.length < node.length)
        keptItems?.(
          items,
          walked.flatMap((item, i) => (item === DROP ? [] : [i])),
        );
      return items;
    }
    if (isJsonObject(node)) {
      const entries: [string, unknown][] = [];
      let emptied = false;
      for (const [key, item] of Object.entries(node)) {
        const result = within(key, item);
        if (result !== DROP) entries.push([key, result]);
        // An address that left takes its holder along (a button, a card); never the document itself, whose
        // lack is then the schema's to say.
        else if (typeof item === 'string' && path.length > 0) return DROP;
        else if (Array.isArray(item)) emptied = true;
      }
      // A list left empty takes its holder along when the list was all it held besides plain fields (a button row's
      // buttons); a holder with another list or group keeps it and loses only the empty one (a video gallery's buttons).
      // A page's section stays, short of its list: whether it can be drawn so is its block's schema's to say, and
      // the validator leaves it out with a warning that names it (emptied-sections.ts).
      const holdsMore = entries.some(([, item]) => item !== null && typeof item === 'object');
      if (emptied && !holdsMore && path.length > 0 && !isSection(path)) return DROP;
      // fromEntries, not assignment, so that a "__proto__" key stays a plain key.
      return Object.fromEntries(entries);
    }
    return node;
  }
  const result = walk(value);
  return result === DROP ? undefined : result;
}

/** Whether `path` is a section's: an item of a page's sections, or of the sections a layout block places. */
function isSection(path: JsonPath): boolean {
  const list = path[path.length - 2];
  return (
    typeof path[path.length - 1] === 'number' &&
    (list === 'sections' || [...layoutColumns.values()].some((keys) => keys.includes(String(list))))
  );
}

export function knownTokens(tokens: Record<string, string>): string[] {
  return [...Object.keys(tokens), ...RUNTIME_TOKENS];
}
