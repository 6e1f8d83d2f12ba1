import { describe, expect, it } from 'vitest';
import { blockTypes } from '../../blocks/schemas';
import { messages } from '../../schema/messages';
import { sectionSchema } from '../../blocks/page';
import { emitSchemas, firstFixtures } from './emit-schemas';
import { addEditorHints, patternMessage, snippetBody } from './schema-hints';

type Node = Record<string, unknown>;
const emitted = async (name: string) =>
  JSON.parse((await emitSchemas()).find((f) => f.file === `schemas/${name}.schema.json`)!.content) as Node;

function nodesOf(node: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(node)) node.forEach((child) => nodesOf(child, found));
  else if (node && typeof node === 'object') {
    found.push(node as Node);
    Object.values(node).forEach((child) => nodesOf(child, found));
  }
  return found;
}

/** What VS Code inserts for a snippet body: "^" strings raw, with snippet escapes undone. */
function inserted(body: unknown): unknown {
  if (typeof body === 'string') return body.startsWith('^') ? JSON.parse(body.slice(1).replace(/\\([$}\\])/g, '$1')) : body;
  if (Array.isArray(body)) return body.map(inserted);
  if (body && typeof body === 'object') return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, inserted(v)]));
  return body;
}

describe('editor help in the JSON Schema', () => {
  it('explains every pattern in words, for VS Code and for ajv-errors', async () => {
    for (const name of ['page', 'site']) {
      const patterned = nodesOf(await emitted(name)).filter((n) => n.type === 'string' && typeof n.pattern === 'string');
      expect(patterned.length).toBeGreaterThan(0);
      for (const node of patterned) {
        expect(node.patternErrorMessage).toMatch(/^expected /);
        expect(node.patternErrorMessage).not.toContain(node.pattern);
        expect(node.errorMessage).toEqual({ pattern: node.patternErrorMessage });
      }
    }
  });

  it("explains a bad link with the validator's own words", async () => {
    const links = nodesOf(await emitted('page')).filter((n) => n.type === 'string' && String(n.pattern).includes('mailto'));
    expect(links.length).toBeGreaterThan(0);
    for (const node of links) expect(messages.BadLink('x').text).toContain(String(node.patternErrorMessage));
    expect(patternMessage('^x$', 'Pool name')).toBe('expected pool name');
  });

  it('offers every block as a snippet built from its first fixture, which is a valid section', async () => {
    const fixtures = firstFixtures();
    const snippets = nodesOf(await emitted('page'))
      .filter((n) => Array.isArray(n.defaultSnippets))
      .flatMap((n) => n.defaultSnippets as { label: string; body: unknown }[]);
    expect(new Set(snippets.map((s) => s.label))).toEqual(new Set(blockTypes));
    for (const { label, body } of snippets) {
      expect(inserted(body)).toEqual(fixtures[label]);
      expect(sectionSchema.safeParse(inserted(body)).success).toBe(true);
    }
  });

  it('escapes what snippet syntax would read as a placeholder', () => {
    expect(snippetBody({ value: '$5M', plain: 'text', list: ['a}b', 'c\\d'], n: 3 })).toEqual({
      value: '^"\\$5M"',
      plain: 'text',
      list: ['^"a\\}b"', '^"c\\\\\\\\d"'],
      n: 3,
    });
    expect(inserted(snippetBody({ value: '$5M "quoted"', list: ['a}b', 'c\\d'] }))).toEqual({
      value: '$5M "quoted"',
      list: ['a}b', 'c\\d'],
    });
  });

  it('adds nothing it visits again (an errorMessage is not a schema)', () => {
    const schema = addEditorHints({ type: 'string', pattern: '^a$', description: 'An a' });
    expect(schema).toEqual({
      type: 'string',
      pattern: '^a$',
      description: 'An a',
      patternErrorMessage: 'expected an a',
      errorMessage: { pattern: 'expected an a' },
    });
  });
});
