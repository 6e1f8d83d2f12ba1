import { aboveHeadingBlocks, layoutColumns, overlayBlocks, pageHeadingBlock } from '../../blocks/traits';
import { messages } from '../../schema/messages';
import { isJsonObject, valueAt, type JsonPath } from '../../schema/json';
import type { Problem } from './zod-issues';

/** A link that left a document because its profile is gone: where it was (in the document as written) and its token. */
export interface DroppedLink {
  path: JsonPath;
  token: string;
}

/**
 * How a document's lists were thinned by token substitution: for each list that lost items, the place each kept item
 * had in the document as written. So a place in the substituted value can be named as the owner wrote it.
 */
export type KeptItems = WeakMap<unknown[], number[]>;

/** The path, in the document as written, of a place in the substituted `value`. */
export function writtenPath(value: unknown, path: JsonPath, kept: KeptItems): JsonPath {
  const written: JsonPath = [];
  let node = value;
  for (const step of path) {
    if (Array.isArray(node) && typeof step === 'number') {
      written.push(kept.get(node)?.[step] ?? step);
      node = node[step];
    } else {
      written.push(step);
      node = isJsonObject(node) ? node[step] : undefined;
    }
  }
  return written;
}

const startsWith = (path: JsonPath, prefix: JsonPath) => prefix.length <= path.length && prefix.every((step, i) => path[i] === step);

/** The path of the innermost section holding `path`: a page's sections, and those a layout block places. */
function sectionHolding(value: unknown, path: JsonPath): JsonPath | undefined {
  let found: JsonPath | undefined;
  let node = value;
  let sectionLists = ['sections'];
  for (let i = 0; i < path.length; i++) {
    const step = path[i];
    if (i > 0 && typeof step === 'number' && sectionLists.includes(String(path[i - 1])) && Array.isArray(node)) {
      found = path.slice(0, i + 1);
      const section = node[step];
      const type = isJsonObject(section) ? section.type : undefined;
      sectionLists = typeof type === 'string' ? [...(layoutColumns.get(type) ?? [])] : [];
      node = section;
      continue;
    }
    node = Array.isArray(node) ? node[step as number] : isJsonObject(node) ? node[step] : undefined;
  }
  return found;
}

/** The list a section lost, in words: an article grid's "article list", a row's "button list". */
function listInWords(section: unknown, field: string | number | undefined): string {
  const type = isJsonObject(section) && typeof section.type === 'string' ? section.type : 'section';
  if (field === 'items' || typeof field !== 'string') return `${type.split('-')[0]} list`;
  return `${field.endsWith('s') ? field.slice(0, -1) : field} list`;
}

/** `value` without the item at `path` (a list's), copied along the way; the copy of the list keeps its written places. */
function without(value: unknown, path: JsonPath, kept: KeptItems): unknown {
  if (path.length === 0) return undefined;
  const [step, ...rest] = path;
  if (Array.isArray(value)) {
    const places = kept.get(value) ?? value.map((_, i) => i);
    if (rest.length === 0) {
      const list = value.filter((_, i) => i !== step);
      kept.set(
        list,
        places.filter((_, i) => i !== step),
      );
      return list;
    }
    const list = value.map((item, i) => (i === step ? without(item, rest, kept) : item));
    kept.set(list, places);
    return list;
  }
  if (isJsonObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key === step ? without(item, rest, kept) : item]));
  return value;
}

export interface Absorbed {
  value: unknown;
  /** Warnings at the places as written: each section left out, and a page left with nothing but its header. */
  warnings: Problem[];
}

/**
 * What removing a profile does to a page is the build's to absorb, not an error of the page: a section whose list a
 * removed profile's links emptied (or cut below its least) fails its block's schema; that section is left out of the
 * page, with a warning that says why where it was written. Only problems at a place that held a dropped link count:
 * anything else wrong with the document stays an error. `problemsOf` checks a value, answering its problems (at places
 * in that value) or none when it is valid; it is asked again after each round of sections left out.
 */
export function absorbEmptiedSections(
  value: unknown,
  dropped: readonly DroppedLink[],
  kept: KeptItems,
  problemsOf: (value: unknown) => Problem[],
): Absorbed {
  if (dropped.length === 0) return { value, warnings: [] };
  const gone = [...dropped];
  const warnings: Problem[] = [];
  let current = value;
  // Each round leaves out at least one section, so the rounds end; a layout emptied by one goes in the next.
  for (;;) {
    const leaving = new Map<string, { path: JsonPath; written: JsonPath; field: JsonPath; token: string }>();
    for (const problem of problemsOf(current)) {
      const written = writtenPath(current, problem.path, kept);
      const cause = gone.find((link) => startsWith(link.path, written));
      const section = cause && sectionHolding(current, problem.path);
      if (!cause || !section) continue;
      leaving.set(JSON.stringify(section), {
        path: section,
        written: writtenPath(current, section, kept),
        field: written,
        token: cause.token,
      });
    }
    if (leaving.size === 0) break;
    // The last first, so that the places of the others hold.
    const inOrder = [...leaving.values()].sort((a, b) =>
      JSON.stringify(b.path).localeCompare(JSON.stringify(a.path), 'en', { numeric: true }),
    );
    for (const { path, written, field, token } of inOrder) {
      const list = listInWords(valueAt(current, path), field[written.length]);
      warnings.push({
        path: field.length > written.length ? field.slice(0, written.length + 1) : written,
        message: messages.EmptiedByRemovedProfile(list, token),
      });
      gone.push({ path: written, token });
      current = without(current, path, kept);
    }
  }
  const bare = warnings.length > 0 && headerOnly(current);
  if (bare) warnings.push({ path: ['sections'], message: messages.PageLeftBare([...new Set(gone.map((link) => link.token))]) });
  return { value: current, warnings };
}

/** Whether a page holds nothing but its header (and what may stand above it or float over it). */
function headerOnly(value: unknown): boolean {
  const sections = isJsonObject(value) && Array.isArray(value.sections) ? value.sections : [];
  return sections.every((section) => {
    const type = isJsonObject(section) ? String(section.type) : '';
    return type === pageHeadingBlock || aboveHeadingBlocks.has(type) || overlayBlocks.has(type);
  });
}
