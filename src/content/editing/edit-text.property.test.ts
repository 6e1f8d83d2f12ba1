import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { findNodeAtLocation, parseTree, type JSONPath, type Node } from 'jsonc-parser';
import { check, format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { editText } from './edit-text';
import { lineDiff, PROJECT_ROOT } from '../../editor/server/test-support';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const key = fc.string({ maxLength: 6 }).filter((k) => k !== '__proto__');
const plain = fc.oneof(
  fc.string({ maxLength: 10 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
  fc.boolean(),
  fc.constant(null),
);
const { json } = fc.letrec<{ json: Json }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    plain,
    fc.array(tie('json'), { maxLength: 4 }),
    fc.dictionary(key, tie('json'), { maxKeys: 4 }),
  ),
}));
const documentValue = fc.dictionary(key, json, { minKeys: 1, maxKeys: 5 });

/** One change somewhere in a document: which container, what to do there, with what. */
const change = fc.record({ where: fc.nat(), what: fc.nat(), at: fc.nat(), other: fc.nat(), value: json, key });
type Change = typeof change extends fc.Arbitrary<infer T> ? T : never;

function containers(value: Json, path: JSONPath = []): JSONPath[] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, i) => containers(item, [...path, i]))];
  if (value !== null && typeof value === 'object')
    return [path, ...Object.entries(value).flatMap(([k, item]) => containers(item, [...path, k]))];
  return [];
}
type Container = Json[] | { [key: string]: Json };
const at = (value: Json, path: JSONPath) => path.reduce((v, segment) => (v as Record<string | number, Json>)[segment], value) as Container;

/** What a change does to `doc` (in place), and the place in the original it touches: a path and whether it is a gap before it. */
function apply(doc: Json, { where, what, at: index, other, value, key: newKey }: Change): { path: JSONPath; kind: string } {
  const paths = containers(doc);
  const path = paths[where % paths.length];
  const container = at(doc, path);
  if (Array.isArray(container)) {
    const i = container.length ? index % container.length : 0;
    const kind = container.length ? ['remove', 'insert', 'replace', 'move'][what % 4] : 'insert';
    if (kind === 'remove') container.splice(i, 1);
    else if (kind === 'insert') container.splice(index % (container.length + 1), 0, value);
    else if (kind === 'replace') container[i] = value;
    else container.splice(other % container.length, 0, ...container.splice(i, 1));
    return { path, kind };
  }
  const keys = Object.keys(container);
  const kind = keys.length ? ['remove', 'add', 'replace'][what % 3] : 'add';
  if (kind === 'remove') delete container[keys[index % keys.length]];
  else if (kind === 'add') container[keys.includes(newKey) ? `${newKey}-${keys.length}` : newKey] = value;
  else container[keys[index % keys.length]] = value;
  return { path, kind };
}

interface Written {
  indent: string;
  eol: '\n' | '\r\n';
  bom: boolean;
  finalNewline: boolean;
  /** Which containers are written on one line, in the order they are written: as an owner might, not as JSON.stringify would. */
  oneLine: boolean[];
}
const writing = fc.record({
  // Never Prettier's two spaces: these files are edited in place only, which is what these properties check.
  indent: fc.constantFrom('    ', '\t', '   '),
  eol: fc.constantFrom<'\n' | '\r\n'>('\n', '\r\n'),
  bom: fc.boolean(),
  finalNewline: fc.boolean(),
  oneLine: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
});

function write(value: Json, style: Written): string {
  let containers = 0;
  function text(v: Json, indent: string): string {
    if (v === null || typeof v !== 'object') return JSON.stringify(v);
    const members = Array.isArray(v) ? v.map((item) => ['', item] as const) : Object.entries(v);
    if (!members.length) return Array.isArray(v) ? '[]' : '{}';
    const [open, close] = Array.isArray(v) ? ['[', ']'] : ['{', '}'];
    const member = ([k, item]: readonly [string, Json], inner: string) =>
      `${Array.isArray(v) ? '' : `${JSON.stringify(k)}: `}${text(item, inner)}`;
    // The document itself is always spread out.
    const inline = containers > 0 && style.oneLine[containers % style.oneLine.length];
    containers += 1;
    if (inline) return `${open}${members.map((m) => member(m, indent)).join(', ')}${close}`;
    const inner = indent + style.indent;
    return `${open}${style.eol}${members.map((m) => inner + member(m, inner)).join(`,${style.eol}`)}${style.eol}${indent}${close}`;
  }
  return `${style.bom ? '\uFEFF' : ''}${text(value, '')}${style.finalNewline ? style.eol : ''}`;
}
const parse = (text: string) => JSON.parse(text.replace(/^\uFEFF/, ''));
const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length - 1;

/** The lines of the original a change at `path` may touch: the container's, from the line before it to the line after. */
function touchedLines(text: string, path: JSONPath): [number, number] {
  const node: Node = findNodeAtLocation(parseTree(text)!, path)!;
  return [lineOf(text, node.offset) - 1, lineOf(text, node.offset + node.length) + 1];
}

describe('editText, for random documents and changes', () => {
  it('gives back exactly the new value, in the file’s own style, with the keys in their order', async () => {
    await fc.assert(
      fc.asyncProperty(documentValue, fc.array(change, { minLength: 1, maxLength: 4 }), writing, async (old, changes, style) => {
        const next = structuredClone(old);
        for (const c of changes) apply(next, c);
        const text = write(old, style);
        const result = await editText(text, next);
        expect(parse(result)).toEqual(next);
        expect(result.startsWith('\uFEFF')).toBe(style.bom);
        expect(/\n$/.test(result)).toBe(style.finalNewline);
        if (style.eol === '\r\n') expect(result.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
        else expect(result).not.toContain('\r');
        const kept = parseTree(text.replace(/^\uFEFF/, ''))!
          .children!.map((property) => property.children![0].value as string)
          .filter((k) => Object.hasOwn(next, k));
        // Read from the text: an object lists keys such as "3" first, whatever their order in the file.
        const keysInText = parseTree(result.replace(/^\uFEFF/, ''))!.children!.map((property) => property.children![0].value);
        expect(keysInText).toEqual([...kept, ...Object.keys(next).filter((k) => !Object.hasOwn(old, k))]);
      }),
      { numRuns: 300, endOnFailure: true },
    );
    // 300 documents take about a second on an idle machine; a busy one (the whole suite on two cores) takes six.
  }, 30_000);

  it('leaves every line outside the changed container as it was', async () => {
    await fc.assert(
      fc.asyncProperty(documentValue, change, writing, async (old, c, style) => {
        const next = structuredClone(old);
        const { path } = apply(next, c);
        const text = write(old, style);
        const result = await editText(text, next);
        const [first, last] = touchedLines(text.replace(/^\uFEFF/, ''), path);
        const before = text.split(style.eol);
        const after = result.split(style.eol);
        // Lines before the container's and after it are the same, counted from the end for those after.
        expect(after.slice(0, Math.max(0, first))).toEqual(before.slice(0, Math.max(0, first)));
        expect(after.slice(after.length - (before.length - 1 - last))).toEqual(before.slice(last + 1));
      }),
      { numRuns: 300, endOnFailure: true },
    );
  });

  it('changes one line when one plain value changes', async () => {
    const documentWithPlain = documentValue.filter((doc) =>
      containers(doc).some((path) => Object.values(at(doc, path)).some((v) => v === null || typeof v !== 'object')),
    );
    await fc.assert(
      fc.asyncProperty(documentWithPlain, fc.nat(), plain, writing, async (old, pick, value, style) => {
        const places = containers(old).flatMap((path) =>
          Object.entries(at(old, path))
            .filter(([, v]) => v === null || typeof v !== 'object')
            .map(([k]) => [...path, Array.isArray(at(old, path)) ? Number(k) : k]),
        );
        const place = places[pick % places.length];
        fc.pre(!isDeepStrictEqual(at(old, place), value));
        const next = structuredClone(old);
        (at(next, place.slice(0, -1)) as Record<string | number, Json>)[place.at(-1)!] = value;
        const text = write(old, style);
        const hunks = lineDiff(text, await editText(text, next));
        expect(hunks).toHaveLength(1);
        expect([hunks[0].removed.length, hunks[0].added.length]).toEqual([1, 1]);
      }),
      { numRuns: 300, endOnFailure: true },
    );
  });

  it('keeps a Prettier-clean document Prettier-clean', async () => {
    const filepath = join(PROJECT_ROOT, 'pages/about.json');
    const options = { ...(await resolveConfig(filepath)), filepath };
    await fc.assert(
      fc.asyncProperty(documentValue, fc.array(change, { minLength: 1, maxLength: 3 }), async (old, changes) => {
        const next = structuredClone(old);
        for (const c of changes) apply(next, c);
        const text = await format(JSON.stringify(old, null, 2), options);
        const result = await editText(text, next);
        expect(parse(result)).toEqual(next);
        expect(await check(result, options)).toBe(true);
      }),
      { numRuns: 150, endOnFailure: true },
    );
  });
});
