/**
 * Facts: figures several pages repeat ("47% → 97%", "10+"), written once in site.json's "facts" and written
 * {fact:name} wherever a page shows them. The tokens are filled in with the others (./tokens.ts); here, which pages
 * use each fact, and the places where a page types a fact's value instead of referring to it.
 */
import type { z } from 'zod';
import { FACT_PREFIX, TOKEN } from '../../schema/links';
import { messages } from '../../schema/messages';
import { childField, fieldOf, isText, type Field } from '../../schema/text-fields';
import { childrenOf, type JsonPath } from '../../schema/json';
import type { Problem } from '../validation/zod-issues';

/** The facts among a site's tokens, by their own name: { "oci-checkin": "47% → 97%" }. */
export function factsOf(tokens: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tokens)
      .filter(([token]) => token.startsWith(FACT_PREFIX))
      .map(([token, value]) => [token.slice(FACT_PREFIX.length), value]),
  );
}

/** The facts a text refers to, by name. */
const referredIn = (text: string) =>
  [...text.matchAll(TOKEN)].flatMap(([, token]) => (token.startsWith(FACT_PREFIX) ? [token.slice(FACT_PREFIX.length)] : []));

/**
 * Which files show each fact: { "oci-checkin": ["pages/about.json", …] }. A file that refers to a fact built from
 * others (`"oci-checkin": "{fact:oci-before} → {fact:oci-after}"` in `facts`) shows those too.
 */
export function factUses(files: readonly { file: string; text: string }[], facts: Record<string, string> = {}): Record<string, string[]> {
  const uses: Record<string, Set<string>> = {};
  for (const { file, text } of files) for (const fact of referredIn(text)) (uses[fact] ??= new Set()).add(file);
  for (const [fact, value] of Object.entries(facts))
    for (const part of referredIn(value)) for (const file of uses[fact] ?? []) (uses[part] ??= new Set()).add(file);
  return Object.fromEntries(Object.entries(uses).map(([fact, users]) => [fact, [...users].sort()]));
}

const ALNUM = /[\p{L}\p{N}]/u;
/**
 * Whether `value` stands at `at` in `text` as a whole: "97%" in "to 97%." but not in "197%" nor in "97%ile", and a
 * quantity with a unit ("3 h") not where another count follows it ("3 h 15 min").
 */
function standsAlone(text: string, value: string, at: number): boolean {
  const before = text[at - 1];
  const after = text[at + value.length];
  const joinsBefore = before !== undefined && ALNUM.test(before) && ALNUM.test(value[0]);
  const joinsAfter = after !== undefined && ALNUM.test(after) && ALNUM.test(value[value.length - 1]);
  const goesOn = /\p{L}$/u.test(value) && /^ \d/.test(text.slice(at + value.length));
  return !joinsBefore && !joinsAfter && !goesOn && !(before !== undefined && /\d/.test(before) && /^[\d.,]/.test(value));
}

/**
 * A figure: a digit and a mark beside it ("97%", "$0.40", "10+", "2022–2023"), which prose does not write by chance.
 * A bare number ("2022", "11") is no figure here: the same year or count runs through pages meaning other things.
 */
export const isFigure = (value: string) => /\d/.test(value) && /[^\d\s]/.test(value);

/**
 * The facts typed out in one text: a figure wherever it stands alone in the text, any other fact (a year, a name, a
 * certification, a cadence) only where it is the whole text. The longest value wins where two overlap ("47% → 97%"
 * over "97%"); tokens are set aside first.
 */
function typedIn(text: string, facts: [string, string][]): [string, string][] {
  // A token's place is kept, as a character no value holds, so that values on either side do not join up.
  const plain = text.replace(TOKEN, '\u0000');
  const taken: [number, number][] = [];
  const found: [string, string][] = [];
  for (const [name, value] of facts) {
    if (!isFigure(value)) {
      if (plain.trim() === value) found.push([name, value]);
      continue;
    }
    for (let at = plain.indexOf(value); at >= 0; at = plain.indexOf(value, at + 1)) {
      const end = at + value.length;
      if (!standsAlone(plain, value, at) || taken.some(([from, to]) => at < to && end > from)) continue;
      taken.push([at, end]);
      if (!found.some(([known]) => known === name)) found.push([name, value]);
    }
  }
  return found;
}

/**
 * Where a document types a fact's value in a text a visitor reads, rather than writing {fact:…}: a warning each,
 * so copies do not creep back. `skip` leaves out a top-level key (site.json's own "facts").
 */
export function typedFacts(schema: z.core.$ZodType, value: unknown, facts: Record<string, string>, skip?: string): Problem[] {
  // Most documents type no fact at all: their text, searched once, spares them the walk through the schema.
  const written = JSON.stringify(value);
  const byLength = Object.entries(facts)
    .filter(([, fact]) => fact.trim() !== '' && written.includes(JSON.stringify(fact).slice(1, -1)))
    .sort(([, a], [, b]) => b.length - a.length);
  if (byLength.length === 0) return [];
  const problems: Problem[] = [];
  const visit = (child: unknown, field: Field | undefined, path: JsonPath) => {
    if (!field?.search) return;
    if (typeof child === 'string') {
      if (isText(field))
        for (const [name, typed] of typedIn(child, byLength)) problems.push({ path, message: messages.TypedFact(typed, name) });
    } else
      for (const [key, item] of childrenOf(child))
        if (!(path.length === 0 && key === skip)) visit(item, childField(field, key, item), [...path, key]);
  };
  visit(value, fieldOf(schema, value), []);
  return problems;
}
