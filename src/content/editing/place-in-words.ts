// A field's place in a document in the owner's words ("Section 2 › Card “Own the outcome” › Text"), for the editor's
// pages and for the dev server's findings alike: both sides of the editor import it from here, below them.
import { isJsonObject, type JsonPath } from '../../schema/json';

/** The parts of a JSON Schema node its words read; the form's schemas (titled, see the editor's withTitles) are such. */
interface SchemaNode {
  title?: unknown;
  $ref?: unknown;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  definitions?: Record<string, SchemaNode>;
  type?: unknown;
  const?: unknown;
}

/** "the cards" → "The cards". */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A key as words, for a field without a usable description: `aboutOwner` → "About owner". */
export const keyAsWords = (key: string) =>
  capitalised(
    key
      .replace(/([a-z\d])([A-Z])/g, '$1 $2')
      .replace(/[-_]+/g, ' ')
      .toLowerCase()
      .trim(),
  );

/** A plural noun's singular: "stories" → "story", "addresses" → "address", "cards" → "card". */
export const singular = (word: string) =>
  word.endsWith('ies') ? `${word.slice(0, -3)}y` : /(ss|sh|ch|x)es$/.test(word) ? word.slice(0, -2) : word.slice(0, -1);

/** What one item of a list is called, from the list's label: "The cards" → "Card", "Up to three buttons" → "Button". */
export function itemNoun(listLabel: string): string {
  const plural = listLabel
    .split(/[^A-Za-z]+/)
    .find((word) => word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word) && !/^(this|thus)$/i.test(word));
  return plural ? capitalised(singular(plural.toLowerCase())) : 'Item';
}

/** The fields that name an object in a list, in the order tried: a card's title before its text. */
const NAME_FIELDS = ['title', 'heading', 'label', 'name', 'term', 'role', 'question'];
/** The fields whose opening words name an object in a list that has no name field. */
const TEXT_FIELDS = ['text', 'body', 'summary', 'description', 'caption', 'alt', 'value'];
/** How many words of a text name its item: enough to tell paragraphs apart, short enough for one line. */
const WORDS_SHOWN = 5;

/** A text as plain words: a Markdown link's text without its address, no emphasis marks, tokens as written. */
const plainWords = (text: string) =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]+/g, '')
    .split(/\s+/)
    .filter(Boolean);

/** A name or a text quoted, cut to its first words: “Start with the bad day…”. */
function quoted(text: string, whole: boolean): string {
  const words = plainWords(text);
  const cut = !whole && words.length > WORDS_SHOWN;
  return `“${(cut ? words.slice(0, WORDS_SHOWN) : words).join(' ')}${cut ? '…' : ''}”`;
}

/** What names one item of a list: its name field, whole, else its text's first words; undefined for neither. */
export function itemName(item: unknown): string | undefined {
  if (typeof item === 'string') return item.trim() ? quoted(item, false) : undefined;
  if (!isJsonObject(item)) return undefined;
  const fields = item;
  const text = (value: unknown) => (Array.isArray(value) ? value[0] : value);
  const name = NAME_FIELDS.map((key) => fields[key]).find((value) => typeof value === 'string' && value.trim());
  if (typeof name === 'string') return quoted(name, plainWords(name).length <= WORDS_SHOWN + 3);
  const words = TEXT_FIELDS.map((key) => text(fields[key])).find((value) => typeof value === 'string' && value.trim());
  return typeof words === 'string' ? quoted(words, false) : undefined;
}

/** An item in words: "Card “Own the outcome”", "Paragraph “Start with the bad day…”", or by place, "Card 2". */
export const itemInWords = (noun: string, index: number, item?: unknown) => {
  const name = itemName(item);
  return name ? `${noun} ${name}` : `${noun} ${index + 1}`;
};

/** `node` with its `$ref` followed and, when it offers variants, the one `value` is (a section by its `type`). */
function resolved(node: SchemaNode | undefined, root: SchemaNode, value: unknown): SchemaNode | undefined {
  if (!node) return undefined;
  if (typeof node.$ref === 'string') {
    const name = node.$ref.replace('#/definitions/', '');
    return resolved(root.definitions?.[name] as SchemaNode | undefined, root, value);
  }
  const variants = (node.oneOf ?? node.anyOf) as SchemaNode[] | undefined;
  if (!variants) return node;
  const options = variants.map((variant) => resolved(variant, root, value)).filter((variant) => variant !== undefined);
  const type = (value as { type?: unknown } | null)?.type;
  const kind = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
  return (
    options.find((option) => (option.properties?.type as SchemaNode | undefined)?.const === type && type !== undefined) ??
    options.find((option) => option.type === kind) ??
    options[0]
  );
}

/** A list's label, as the form shows it: its schema's title, else its key as words. */
const fieldLabel = (key: string, schema: SchemaNode | undefined) =>
  typeof schema?.title === 'string' && schema.title ? schema.title : keyAsWords(key);

/**
 * A field's place in words, for a link to it: ["sections", 0, "heading"] → "Section 1 › Heading". Given the document
 * and its schema (with titles, see withTitles), a list's item is named by what it is, as the form names its list's
 * items: ["sections", 1, "items", 0, "text"] → "Section 2 › Card “Own the outcome” › Text". The page's own sections
 * keep their number, as the form's panels show them.
 */
export function placeInWords(path: Readonly<JsonPath>, document?: unknown, titled?: object): string {
  const schema = titled as SchemaNode | undefined;
  const words: string[] = [];
  let value = document;
  let node = schema && resolved(schema, schema, document);
  let listLabel = 'items';
  path.forEach((step, i) => {
    const next = value && typeof value === 'object' ? (value as Record<string | number, unknown>)[step] : undefined;
    const child =
      schema && node ? (typeof step === 'number' ? (node.items as SchemaNode | undefined) : node.properties?.[step]) : undefined;
    const childNode = schema && resolved(child as SchemaNode | undefined, schema, next);
    if (typeof step === 'string') {
      // The field by its key, as the validator's messages name it; a list's items by the noun its form label gives.
      listLabel = schema ? fieldLabel(step, child as SchemaNode | undefined) : step;
      words.push(keyAsWords(step));
    } else {
      // An item takes its list's place: "Sections › 1" reads "Section 1"; the document's sections by their place.
      const named = path[i - 1] === 'sections' && i === 1 ? undefined : next;
      const noun = itemNoun(listLabel);
      // A list whose label names no noun keeps its own name before the item: "Navigation › Item “Work”".
      const keepList = noun === 'Item' && path[i - 1] !== 'items';
      words.splice(keepList ? words.length : -1, keepList ? 0 : 1, itemInWords(noun, step, named));
    }
    value = next;
    node = childNode;
  });
  return words.join(' › ');
}
