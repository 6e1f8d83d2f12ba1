/**
 * Single edits to a JSON text, each touching only the value it names and written in the file's own
 * style (indentation, line ending, one-line or one-item-a-line lists). jsonc-parser's `modify` sets a
 * plain value well; its insertions and removals are not used because they reformat the lines around
 * the edit (`{ "a": 1 }` beside it is spread over three lines) and removing the last item of a
 * one-line list (`["x", "y"]`) leaves broken JSON.
 */
import { applyEdits, findNodeAtLocation, modify, parseTree, type JSONPath, type Node } from 'jsonc-parser';
import { isJsonObject } from '../../schema/json';
import type { TextStyle } from './text-style';

export interface EditStyle extends Pick<TextStyle, 'eol' | 'indent'> {
  /**
   * Prettier formats the result: new values are written with their members on one line each, and Prettier
   * breaks what is too long, as it would have written them. Without it they are spread out in full.
   */
  wrap: boolean;
}

function nodeAt(text: string, path: JSONPath): Node {
  const tree = parseTree(text);
  const node = tree && findNodeAtLocation(tree, path);
  if (!node) throw new Error(`no value at ${JSON.stringify(path)} to edit`);
  return node;
}

const end = (node: Node) => node.offset + node.length;

/** The spaces or tabs that start the line holding `offset`. */
function lineIndent(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(start, offset))![0];
}

/** Whether a list or object puts its members on lines of their own. */
function spreadOut(text: string, container: Node): boolean {
  const first = container.children?.[0];
  return text.slice(container.offset + 1, first ? first.offset : end(container)).includes('\n');
}

/** A value written over several lines, its inner lines indented from `indent`. */
export function spreadJson(value: unknown, indent: string, style: Omit<EditStyle, 'wrap'>): string {
  return JSON.stringify(value, null, style.indent)
    .split('\n')
    .join(style.eol + indent);
}

/** A new value that stands on lines of its own: its members one a line (in full when Prettier will not wrap them). */
function newValueJson(value: unknown, indent: string, style: EditStyle): string {
  if (!style.wrap) return spreadJson(value, indent, style);
  const inner = `${style.eol}${indent}${style.indent}`;
  if (Array.isArray(value) && value.length) return `[${inner}${value.map(inlineJson).join(`,${inner}`)}${style.eol}${indent}]`;
  if (!isJsonObject(value) || !Object.keys(value).length) return inlineJson(value);
  const members = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${inlineJson(item)}`);
  return `{${inner}${members.join(`,${inner}`)}${style.eol}${indent}}`;
}

/** A value on one line, spaced as Prettier spaces it: `{ "label": "A", "href": "/a" }`, `["x", "y"]`. */
export function inlineJson(value: unknown): string {
  if (Array.isArray(value)) return value.length ? `[${value.map(inlineJson).join(', ')}]` : '[]';
  if (isJsonObject(value)) {
    const members = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}: ${inlineJson(item)}`);
    return members.length ? `{ ${members.join(', ')} }` : '{}';
  }
  return JSON.stringify(value);
}

const isFilledContainer = (node: Node) => (node.type === 'object' || node.type === 'array') && (node.children?.length ?? 0) > 0;

/**
 * Replaces the value at `path` with `value`, or with `verbatim` text (an item moved within its list keeps
 * its own lines). A list or object written on one line stays on one line.
 */
export function replaceValue(text: string, path: JSONPath, value: unknown, style: EditStyle, verbatim?: string): string {
  if (verbatim === undefined && (value === null || typeof value !== 'object')) return applyEdits(text, modify(text, path, value, {}));
  const node = nodeAt(text, path);
  const inline = isFilledContainer(node) && !text.slice(node.offset, end(node)).includes('\n');
  const content = verbatim ?? (inline ? inlineJson(value) : newValueJson(value, lineIndent(text, node.offset), style));
  return applyEdits(text, [{ offset: node.offset, length: node.length, content }]);
}

/** Removes a property (the last segment a key) or a list item (an index), with its comma and its lines. */
export function removeMember(text: string, path: JSONPath): string {
  const node = nodeAt(text, path);
  const member = typeof path.at(-1) === 'string' ? node.parent! : node;
  const container = member.parent!;
  const siblings = container.children!;
  const at = siblings.indexOf(member);
  let edit;
  if (siblings.length === 1) edit = { offset: container.offset + 1, length: container.length - 2, content: '' };
  else if (at > 0) edit = { offset: end(siblings[at - 1]), length: end(member) - end(siblings[at - 1]), content: '' };
  else edit = { offset: member.offset, length: siblings[1].offset - member.offset, content: '' };
  return applyEdits(text, [edit]);
}

/** A container that was empty, given its first member: one line for a plain value or when Prettier wraps it, else spread out. */
function fillEmpty(text: string, container: Node, member: string, value: unknown, style: EditStyle): string {
  const [open, close] = container.type === 'object' ? ['{ ', ' }'] : ['[', ']'];
  const indent = lineIndent(text, container.offset);
  const content =
    style.wrap || value === null || typeof value !== 'object'
      ? `${open}${member}${close}`
      : `${open.trim()}${style.eol}${indent}${style.indent}${member}${style.eol}${indent}${close.trim()}`;
  return applyEdits(text, [{ offset: container.offset, length: container.length, content }]);
}

/** Adds a property after the object's last one; its value on one line when Prettier will wrap it. */
export function addProperty(text: string, objectPath: JSONPath, key: string, value: unknown, style: EditStyle): string {
  const object = nodeAt(text, objectPath);
  const properties = object.children ?? [];
  const name = JSON.stringify(key);
  const written = (indent: string) => `${name}: ${style.wrap ? inlineJson(value) : spreadJson(value, indent, style)}`;
  if (!properties.length) return fillEmpty(text, object, written(`${lineIndent(text, object.offset)}${style.indent}`), value, style);
  const last = properties.at(-1)!;
  if (!spreadOut(text, object)) return applyEdits(text, [{ offset: end(last), length: 0, content: `, ${name}: ${inlineJson(value)}` }]);
  const indent = lineIndent(text, properties[0].offset);
  return applyEdits(text, [{ offset: end(last), length: 0, content: `,${style.eol}${indent}${written(indent)}` }]);
}

/**
 * Inserts an item at `index` (the list's length appends it), written like the item beside it: on one line
 * when that one is. `verbatim` is the item's own text when it was moved.
 */
export function insertItem(text: string, listPath: JSONPath, index: number, value: unknown, style: EditStyle, verbatim?: string): string {
  const list = nodeAt(text, listPath);
  const items = list.children ?? [];
  if (!items.length) {
    const indent = `${lineIndent(text, list.offset)}${style.indent}`;
    return fillEmpty(text, list, verbatim ?? (style.wrap ? inlineJson(value) : spreadJson(value, indent, style)), value, style);
  }
  const spread = spreadOut(text, list);
  const indent = spread ? lineIndent(text, items[0].offset) : '';
  const beside = items[Math.min(index, items.length - 1)];
  const oneLine = !spread || (isFilledContainer(beside) && !text.slice(beside.offset, end(beside)).includes('\n'));
  const item = verbatim ?? (oneLine ? inlineJson(value) : newValueJson(value, indent, style));
  const separator = spread ? `,${style.eol}${indent}` : ', ';
  const edit =
    index < items.length
      ? { offset: items[index].offset, length: 0, content: `${item}${separator}` }
      : { offset: end(items.at(-1)!), length: 0, content: `${separator}${item}` };
  return applyEdits(text, [edit]);
}

/** The text of each item of the list at `path`, as written. */
export function itemTexts(text: string, path: JSONPath): string[] {
  return (nodeAt(text, path).children ?? []).map((item) => text.slice(item.offset, end(item)));
}
