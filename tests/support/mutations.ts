import fc from 'fast-check';
import { walkJson, type JsonPath } from '../../src/schema/json';

/**
 * Arbitraries that damage JSON documents the way people and tools do: values of
 * the wrong kind, stray or repeated keys, deep nesting, odd text, cut or spliced
 * characters. Used to check that the validator answers every document with messages.
 */
/** Text that has broken one-line reports, tokens, links and parsers before. */
export const awkwardText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\n',
    '\r\n',
    '"',
    '\\',
    '$',
    '${x}',
    '{name}',
    '{nope}',
    '{resume}//evil.example',
    '[x](//evil.example)',
    '[x](/\\evil.example)',
    'javascript:alert(1)',
    '/about',
    '\u2028',
    '\u0085',
    '\uFEFF',
    '\ud800',
    '__proto__',
    'x'.repeat(500),
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

const awkwardKey = fc.oneof(
  fc.constantFrom('type', 'kind', 'items', 'href', 'route', 'aliases', 'sections', '$schema', '__proto__', 'constructor', 'toString'),
  awkwardText,
);

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, 0.5, [], {}),
  awkwardText,
  fc.jsonValue({ maxDepth: 3 }),
);

/** Every path in a JSON value, the root included. */
function pathsOf(value: unknown): JsonPath[] {
  const paths: JsonPath[] = [];
  walkJson(value, (_, path) => void paths.push(path));
  return paths;
}

function nest(value: unknown, depth: number, inArrays: boolean): unknown {
  let nested = value;
  for (let i = 0; i < depth; i++) nested = inArrays ? [nested] : { a: nested };
  return nested;
}

type Edit = (node: unknown) => unknown;

/** A change to one value of the document. */
const valueEdit: fc.Arbitrary<Edit> = fc.oneof(
  anyValue.map(
    (value): Edit =>
      () =>
        value,
  ),
  fc.tuple(awkwardKey, anyValue).map(
    ([key, value]): Edit =>
      (node) =>
        node && typeof node === 'object' && !Array.isArray(node) ? Object.assign(Object.create(null), node, { [key]: value }) : node,
  ),
  fc.nat().map(
    (n): Edit =>
      (node) =>
        Array.isArray(node) ? node.filter((_, i) => i !== n % node.length) : node,
  ),
  fc.tuple(fc.integer({ min: 1, max: 100 }), fc.boolean()).map(
    ([depth, inArrays]): Edit =>
      (node) =>
        nest(node, depth, inArrays),
  ),
);

function edit(document: unknown, path: JsonPath, change: Edit): unknown {
  if (path.length === 0) return change(document);
  const [head, ...rest] = path;
  const copy = (Array.isArray(document) ? [...document] : { ...(document as object) }) as Record<string | number, unknown>;
  copy[head] = edit(copy[head], rest, change);
  return copy;
}

/** A change to the text itself, after printing. */
const textEdit: fc.Arbitrary<(text: string) => string> = fc.oneof(
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 20 })).map(([at, length]) => (text: string) => {
    const start = at % (text.length + 1);
    return text.slice(0, start) + text.slice(start + length);
  }),
  fc.tuple(fc.nat(), awkwardText).map(([at, inserted]) => (text: string) => {
    const start = at % (text.length + 1);
    return text.slice(0, start) + inserted + text.slice(start);
  }),
  fc.nat().map((at) => (text: string) => {
    // Repeat a line: inside an object this repeats a key.
    const lines = text.split('\n');
    const line = at % lines.length;
    return [...lines.slice(0, line + 1), ...lines.slice(line)].join('\n');
  }),
  fc.tuple(fc.nat(), fc.integer({ min: 1, max: 3000 })).map(([at, depth]) => (text: string) => {
    // Nesting far past any limit, written as text so that building it costs nothing.
    const start = at % (text.length + 1);
    return text.slice(0, start) + '['.repeat(depth) + ']'.repeat(depth) + text.slice(start);
  }),
  fc.constant((text: string) => `\uFEFF${text}`),
);

/** A damaged copy of one of `seeds`, as text. */
export function damagedDocument(seeds: readonly unknown[]): fc.Arbitrary<string> {
  return fc
    .record({
      seed: fc.nat({ max: seeds.length - 1 }),
      valueEdits: fc.array(fc.tuple(fc.nat(), valueEdit), { maxLength: 3 }),
      pretty: fc.boolean(),
      textEdits: fc.array(textEdit, { maxLength: 2 }),
    })
    .map(({ seed, valueEdits, pretty, textEdits }) => {
      let document = seeds[seed];
      for (const [pick, change] of valueEdits) {
        const paths = pathsOf(document);
        document = edit(document, paths[pick % paths.length], change);
      }
      const text = JSON.stringify(document, null, pretty ? 2 : undefined) ?? 'null';
      return textEdits.reduce((damaged, change) => change(damaged), text);
    });
}
