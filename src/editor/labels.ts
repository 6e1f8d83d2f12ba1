// The form's labels, in the owner's words: each field is named by its schema's own description (its first phrase),
// not by its key (`staggerMs`), and each list item by what the list holds ("Card 2", not `items-2`).
import type { RJSFSchema } from '@rjsf/utils';
import { isJsonObject, mapChildren, type JsonPath } from '../schema/json';

/** Where a description's first phrase ends: "Search-result summary (meta description), about 150 characters". */
const PHRASE_END = /[:;(]|,\s|\.\s|\.$|\s(e\.g\.|i\.e\.)|\s[–—]\s/;
/** Phrases that are no name: a description that opens with its value ("true on pages…", "\"independent\" (default)…"). */
const NO_NAME = /^(true|false|["'`{[])/i;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A key as words, for a field without a usable description: `aboutOwner` → "About owner". */
export const keyAsWords = (key: string) =>
  capitalised(
    key
      .replace(/([a-z\d])([A-Z])/g, '$1 $2')
      .replace(/[-_]+/g, ' ')
      .toLowerCase()
      .trim(),
  );

/** A field's label: its schema's title, else its description's first phrase, else its key as words. */
export function labelOf(key: string, schema: RJSFSchema): string {
  if (typeof schema.title === 'string' && schema.title) return schema.title;
  const description = typeof schema.description === 'string' ? schema.description.trim() : '';
  const phrase = description.split(PHRASE_END)[0].trim();
  return phrase && !NO_NAME.test(phrase) ? capitalised(phrase) : keyAsWords(key);
}

/** A plural noun's singular: "stories" → "story", "addresses" → "address", "cards" → "card". */
const singular = (word: string) =>
  word.endsWith('ies') ? `${word.slice(0, -3)}y` : /(ss|sh|ch|x)es$/.test(word) ? word.slice(0, -2) : word.slice(0, -1);

/** What one item of a list is called, from the list's label: "The cards" → "Card", "Up to three buttons" → "Button". */
export function itemNoun(listLabel: string): string {
  const plural = listLabel
    .split(/[^A-Za-z]+/)
    .find((word) => word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word) && !/^(this|thus)$/i.test(word));
  return plural ? capitalised(singular(plural.toLowerCase())) : 'Item';
}

/** A field's place in words, for a link to it: ["sections", 0, "heading"] → "Section 1 › Heading". */
export function placeInWords(path: Readonly<JsonPath>): string {
  const words: string[] = [];
  path.forEach((step, i) => {
    if (typeof step === 'string') words.push(keyAsWords(step));
    // An item is named by what its list holds, in the list's place: "Sections › 1" reads "Section 1".
    else words.splice(-1, 1, `${itemNoun(String(path[i - 1] ?? 'items'))} ${step + 1}`);
  });
  return words.join(' › ');
}

/**
 * The schema with a title on every property (see labelOf), so the form's labels are phrases; a description that
 * says no more than its title is dropped, not shown twice.
 */
export function withTitles(schema: unknown): unknown {
  const mapped = mapChildren(schema, withTitles);
  if (!isJsonObject(mapped)) return mapped;
  const node = mapped as RJSFSchema;
  if (!node.properties) return node;
  const properties = Object.fromEntries(
    Object.entries(node.properties).map(([key, property]) => {
      if (typeof property !== 'object') return [key, property];
      const title = labelOf(key, property);
      const { description, ...rest } = property;
      // (A block's `type` keeps its description: the block gallery offers blocks by it.)
      const same =
        key !== 'type' && typeof description === 'string' && description.trim().replace(/\.$/, '').toLowerCase() === title.toLowerCase();
      return [key, same ? { ...rest, title } : { ...property, title }];
    }),
  );
  return { ...node, properties };
}
