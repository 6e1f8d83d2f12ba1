/**
 * The text of a document after the editor's change: only the values that differ are rewritten, so the
 * owner's diff (and review in git) shows what they changed and nothing else.
 */
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { parseTree, type JSONPath, type ParseError } from 'jsonc-parser';
import { check, format, resolveConfig, type Options } from 'prettier';
import { isJsonObject, type JsonObject } from '../../schema/json';
import { addProperty, insertItem, itemTexts, removeMember, replaceValue, spreadJson, type EditStyle } from './json-edits';
import { changedRuns } from './list-alignment';
import { detectTextStyle, type TextStyle } from './text-style';

export interface EditTextOptions {
  /** The file's path, for Prettier's settings; without one (or none found for it), the project's. */
  filepath?: string;
}

/** A key equal for equal values whatever the order of their keys: items are matched by it. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isJsonObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Each edit parses the text once, so many edits to a long text cost their product: past this many characters parsed
 * in all (well under a second), the document is written anew in its own style instead. A save by hand is a few edits; thousands
 * come only from a paste or a script, whose lines are all new anyway.
 */
const PARSE_BUDGET = 10_000_000;

/** How many single edits turn `before` into `after`, counted as applyDifferences makes them, up to `limit` (then more). */
function editCount(before: unknown, after: unknown, limit: number): number {
  let count = 0;
  const visit = (old: unknown, next: unknown): void => {
    if (count > limit || isDeepStrictEqual(old, next)) return;
    if (isJsonObject(old) && isJsonObject(next)) {
      for (const key of Object.keys(old)) if (!Object.hasOwn(next, key)) count += 1;
      for (const [key, item] of Object.entries(next)) {
        if (Object.hasOwn(old, key)) visit(old[key], item);
        else count += 1;
      }
    } else if (Array.isArray(old) && Array.isArray(next)) {
      for (const run of changedRuns(old.map(canonical), next.map(canonical))) {
        const paired = Math.min(run.oldCount, run.newCount);
        for (let k = 0; k < paired; k++) visit(old[run.oldStart + k], next[run.newStart + k]);
        count += Math.abs(run.oldCount - run.newCount);
      }
    } else count += 1;
  };
  visit(before, after);
  return count;
}

/** Applies the differences between `old` (what `text` holds) and `next` one edit at a time. */
function applyDifferences(text: string, old: unknown, next: unknown, style: EditStyle): string {
  let current = text;

  function value(path: JSONPath, before: unknown, after: unknown): void {
    if (isDeepStrictEqual(before, after)) return;
    if (isJsonObject(before) && isJsonObject(after)) object(path, before, after);
    else if (Array.isArray(before) && Array.isArray(after)) list(path, before, after);
    else current = replaceValue(current, path, after, style);
  }

  function object(path: JSONPath, before: JsonObject, after: JsonObject): void {
    for (const key of Object.keys(before)) if (!Object.hasOwn(after, key)) current = removeMember(current, [...path, key]);
    for (const [key, item] of Object.entries(after)) {
      if (Object.hasOwn(before, key)) value([...path, key], before[key], item);
      else current = addProperty(current, path, key, item, style);
    }
  }

  /**
   * Items kept in order are left alone; an item in the new list equal to one in the old (moved) is written
   * as that one was; the rest are edited in place, removed or inserted. From the end backwards, so the
   * indices of the runs still to do do not move.
   */
  function list(path: JSONPath, before: unknown[], after: unknown[]): void {
    const beforeKeys = before.map(canonical);
    const afterKeys = after.map(canonical);
    const texts = itemTexts(current, path);
    const runs = changedRuns(beforeKeys, afterKeys);
    // A new item (a copy too) is written as an equal old one was. In an old item's place, only one that left its
    // own place can have moved there: an item equal to one kept where it was is an edit of the old item, in place.
    const written = new Map(beforeKeys.map((key, i) => [key, texts[i]]));
    const moved = new Map(
      runs.flatMap((run) =>
        beforeKeys.slice(run.oldStart, run.oldStart + run.oldCount).map((key, k) => [key, texts[run.oldStart + k]] as const),
      ),
    );
    for (const run of runs.reverse()) {
      const paired = Math.min(run.oldCount, run.newCount);
      for (let k = 0; k < paired; k++) {
        const verbatim = moved.get(afterKeys[run.newStart + k]);
        const itemPath = [...path, run.oldStart + k];
        if (verbatim === undefined) value(itemPath, before[run.oldStart + k], after[run.newStart + k]);
        else current = replaceValue(current, itemPath, after[run.newStart + k], style, verbatim);
      }
      for (let k = run.oldCount - 1; k >= paired; k--) current = removeMember(current, [...path, run.oldStart + k]);
      for (let k = paired; k < run.newCount; k++) {
        const item = after[run.newStart + k];
        current = insertItem(current, path, run.oldStart + k, item, style, written.get(afterKeys[run.newStart + k]));
      }
    }
  }

  value([], old, next);
  return current;
}

/** The project's Prettier settings, found from a path beside the project's own pages. */
const PROJECT_DOCUMENT = fileURLToPath(new URL('../../pages/document.json', import.meta.url));

async function prettierOptions(filepath: string | undefined, style: TextStyle): Promise<Options> {
  const own = filepath === undefined ? null : await resolveConfig(filepath);
  const settings = own ?? (await resolveConfig(PROJECT_DOCUMENT)) ?? {};
  // A clean file checked out with CRLF endings is still clean: the endings are kept apart from Prettier.
  return { ...settings, filepath: own ? filepath : PROJECT_DOCUMENT, endOfLine: style.eol === '\r\n' ? 'crlf' : 'lf' };
}

async function isPrettierClean(text: string, options: Options): Promise<boolean> {
  try {
    return await check(text, options);
  } catch {
    return false; // Prettier could not parse it: not a file it formats
  }
}

/**
 * The last answer, since the editor asks about the same file on disk at every pause in typing: checking the news
 * archive (120 kB) takes Prettier about 80 ms.
 */
let lastCheck: { text: string; options: string; clean: Promise<boolean> } | undefined;
function isPrettierCleanNow(text: string, options: Options): Promise<boolean> {
  const asked = JSON.stringify(options);
  if (lastCheck?.text !== text || lastCheck.options !== asked) lastCheck = { text, options: asked, clean: isPrettierClean(text, options) };
  return lastCheck.clean;
}

/**
 * `text` changed only where `next` differs from what it holds: a changed plain value changes its line, a
 * removed key loses its lines, a new key comes after the existing ones, list items are inserted, removed
 * or moved one by one. The file's indentation, line endings, byte-order mark and final newline are kept.
 * When the original passes Prettier (with the project's settings), so does the result; otherwise Prettier
 * is not run, since it would rewrite the owner's own lines.
 */
export async function editText(text: string, next: unknown, options: EditTextOptions = {}): Promise<string> {
  const serialised = JSON.stringify(next);
  if (serialised === undefined) throw new TypeError('a document must be a JSON value');
  const wanted: unknown = JSON.parse(serialised);
  const style = detectTextStyle(text);
  const body = style.bom ? text.slice(1) : text;
  const errors: ParseError[] = [];
  const tree = parseTree(body, errors, { disallowComments: true, allowTrailingComma: false });
  let edited: string;
  const writtenAnew = () => spreadJson(wanted, '', style) + (style.finalNewline || !body ? style.eol : '');
  if (!tree || errors.length) {
    // Nothing can be edited in place in a file that is not JSON; it is written anew in its own style.
    edited = writtenAnew();
  } else {
    const held: unknown = JSON.parse(body);
    if (isDeepStrictEqual(held, wanted)) return text;
    const prettier = await prettierOptions(options.filepath, style);
    const wrap = await isPrettierCleanNow(body, prettier);
    const maxEdits = Math.floor(PARSE_BUDGET / Math.max(body.length, serialised.length));
    edited = editCount(held, wanted, maxEdits) > maxEdits ? writtenAnew() : applyDifferences(body, held, wanted, { ...style, wrap });
    if (wrap && edited !== body) edited = await format(edited, prettier);
  }
  return (style.bom ? '\uFEFF' : '') + edited;
}
