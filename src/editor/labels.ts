// The form's labels, in the owner's words: each field is named by its schema's own description (its first phrase),
// not by its key (`staggerMs`). A field's place and a list's items in words are in src/content/editing/place-in-words.ts,
// which the dev server's findings share.
import type { RJSFSchema } from '@rjsf/utils';
import { capitalised, keyAsWords } from '../content/editing/place-in-words';
import { isJsonObject, mapChildren } from '../schema/json';

/** Where a description's first phrase ends: "Search-result summary (meta description), about 150 characters". */
const PHRASE_END = /[:;(]|,\s|\.\s|\.$|\s(e\.g\.|i\.e\.)|\s[–—]\s/;
/** Phrases that are no name: a description that opens with its value ("true on pages…", "\"independent\" (default)…"). */
const NO_NAME = /^(true|false|["'`{[])/i;

/** A field's label: its schema's title, else its description's first phrase, else its key as words. */
export function labelOf(key: string, schema: RJSFSchema): string {
  if (typeof schema.title === 'string' && schema.title) return schema.title;
  const description = typeof schema.description === 'string' ? schema.description.trim() : '';
  const phrase = description.split(PHRASE_END)[0].trim();
  return phrase && !NO_NAME.test(phrase) ? capitalised(phrase) : keyAsWords(key);
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
