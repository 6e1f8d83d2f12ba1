import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES, iconsNamedIn } from './icons';

describe('iconsNamedIn', () => {
  it('finds every "icon" field at any depth, once each, and nothing else', () => {
    const document = {
      title: 'rocket',
      sections: [
        {
          type: 'card-grid',
          items: [
            { title: 'A', icon: 'rocket' },
            { title: 'B', icon: 'brain' },
          ],
        },
        { type: 'two-column', main: [{ type: 'stat-grid', items: [{ label: 'x', icon: 'rocket' }] }] },
        { type: 'button-row', buttons: [{ label: 'Mail', icon: 'mail', href: 'mailto:a@b.c' }] },
      ],
      note: { icon: 'not-an-icon' },
    };
    expect(iconsNamedIn(document)).toEqual(['brain', 'mail', 'rocket']);
  });
});

/**
 * A page's module carries the icons iconsNamedIn finds, so every field a page document may name an
 * icon in must be called "icon". Read from the emitted JSON Schema, the one the owner's editor uses.
 */
it('names every icon field of a page document "icon"', () => {
  const schema: unknown = JSON.parse(readFileSync(join(import.meta.dirname, '../../schemas/page.schema.json'), 'utf8'));
  const iconFields: string[] = [];
  const visit = (value: unknown, key: string): void => {
    if (Array.isArray(value)) return value.forEach((inner) => visit(inner, key));
    if (!value || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    if (Array.isArray(node.enum) && ICON_NAMES.every((name) => (node.enum as unknown[]).includes(name))) iconFields.push(key);
    for (const [name, properties] of Object.entries((node.properties as object) ?? {})) visit(properties, name);
    for (const [name, inner] of Object.entries(node)) if (name !== 'properties') visit(inner, key);
  };
  visit(schema, '');
  expect(iconFields.length).toBeGreaterThan(0);
  expect(new Set(iconFields)).toEqual(new Set(['icon']));
});
