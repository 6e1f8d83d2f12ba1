// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
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

  it.each(fixtures)('%s with an unknown key is refused', (_name, fixture) => {
    const result = blockSchemas[type].safeParse({ ...fixture, colour: 'red' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['colour'] });
  });
});
