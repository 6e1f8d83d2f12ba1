// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageRenderer } from '../app/PageRenderer';
import { sectionSchema } from './page';
import { preloadBlocks } from './preload';
import { blockSchemas, blockTypes } from './schemas';

/**
 * The checks every block gets by shipping fixtures: each fixture parses, renders,
 * has no axe violations (best practices too: no heading level skipped below the page's h1),
 * and the same fixture with an unknown key is refused.
 */
afterEach(cleanup);

/** The fixture with each list's items all copies of its first: what a template's repeated placeholders look like. */
function withRepeatedItems(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(() => withRepeatedItems(value[0]));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withRepeatedItems(item)]));
  return value;
}

const drawn = (document: object) => (
  <MantineProvider>
    <MemoryRouter>
      <main>
        <h1>Fixture</h1>
        <PageRenderer document={document as never} />
      </main>
    </MemoryRouter>
  </MantineProvider>
);

function fixturesOf(type: string): [string, Record<string, unknown>][] {
  const dir = join(import.meta.dirname, type, 'fixtures');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f, JSON.parse(readFileSync(join(dir, f), 'utf8'))]);
}

describe.each(blockTypes)('block "%s"', (type) => {
  const fixtures = fixturesOf(type);

  it('ships at least one fixture', () => {
    expect(fixtures.length).toBeGreaterThan(0);
  });

  it.each(fixtures)('%s parses as a section, renders, and passes axe', async (_name, fixture) => {
    const parsed = sectionSchema.parse(fixture);
    expect(parsed.type).toBe(type);
    await preloadBlocks([type]);
    // Through the page renderer, as a page draws it (layout blocks need it to draw what they hold).
    const document = { $schema: '', route: '/fixture', title: 'Fixture', description: 'Fixture', sections: [parsed] };
    const { container } = render(
      <MantineProvider>
        <MemoryRouter>
          <main>
            <h1>Fixture</h1>
            <PageRenderer document={document} />
          </main>
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(container.textContent!.length).toBeGreaterThan('Fixture'.length);
    expect(container.textContent).not.toContain('could not be shown');
    const results = await axe.run(container, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'],
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  // Items alike (a template's three "[Before → after]" results, two facts with one name) are still items apiece: keyed
  // by their text, the editor's preview kept stale copies of them on screen as they were rewritten.
  it.each(fixtures)('%s draws items that are alike, and redraws them as they change, each once', async (_name, fixture) => {
    const alike = sectionSchema.safeParse(withRepeatedItems(fixture));
    if (!alike.success) return; // its items must differ (ids, a route each)
    await preloadBlocks([type]);
    const page = (section: unknown) => ({ $schema: '', route: '/fixture', title: 'Fixture', description: 'Fixture', sections: [section] });
    const complaints = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { container, rerender } = render(drawn(page(alike.data)));
      rerender(drawn(page(sectionSchema.parse(fixture))));
      const keyed = complaints.mock.calls.filter((call) => String(call[0]).includes('same key'));
      expect(
        keyed.map((call) => String(call[1])),
        'React: two children with the same key',
      ).toEqual([]);
      const fresh = render(drawn(page(sectionSchema.parse(fixture))));
      expect(container.textContent).toBe(fresh.container.textContent);
    } finally {
      complaints.mockRestore();
    }
  });

  it.each(fixtures)('%s with an unknown key is refused', (_name, fixture) => {
    const result = blockSchemas[type].safeParse({ ...fixture, colour: 'red' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['colour'] });
  });
});
