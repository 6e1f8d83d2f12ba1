import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

// The help text beside a field is written for an owner, not for a programmer, and the box fits what it asks for.
const root = join(import.meta.dirname, '../..');
const schemas = ['page', 'site'].map((name) => JSON.parse(readFileSync(join(root, `schemas/${name}.schema.json`), 'utf8')) as unknown);

/** Every object of the JSON Schemas that describes a field. */
function fields(node: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(node)) node.forEach((item) => fields(item, found));
  else if (node && typeof node === 'object') {
    if (typeof (node as { description?: unknown }).description === 'string') found.push(node as Record<string, unknown>);
    Object.values(node).forEach((item) => fields(item, found));
  }
  return found;
}

it('a text field whose help asks for sentences is edited in a box of several lines', () => {
  const asking = fields(schemas).filter((field) => field.type === 'string' && /\bsentences\b/i.test(String(field.description)));
  expect(asking.length).toBeGreaterThan(0);
  expect(asking.filter((field) => field.widget !== 'paragraph').map((field) => field.description)).toEqual([]);
});

it("the draft switch's help says what a draft is in plain words", () => {
  const page = schemas[0] as { properties: { draft: { description: string } } };
  const help = page.properties.draft.description;
  expect(help).not.toMatch(/^true\b|`/);
  expect(help).toMatch(/published site leaves it out/);
});
