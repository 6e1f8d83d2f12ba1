// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { schemaTextFields, textSlots, withValueAt, type TextSlot } from '../../tests/support/text-fields';
import { blockComponents, preloadBlocks } from './components';
import { blockSchemas, blockTypes, type BlockType } from './registry';

/**
 * Any text a block draws through RichText becomes a live link, so the schema must
 * check that field's links (richText), or "[x](//evil.example)" ships.
 *
 * Rather than trusting a list of which props reach RichText (a list goes stale when
 * a component changes), this asks the behaviour directly: every text field of every
 * block schema, present or optional, gets the hostile link in turn. Either the schema
 * refuses it, or the block is rendered and must not draw it as a link. Sample
 * documents come from the block's fixtures and then the real pages; a field that no
 * sample can hold fails the test, so a new field cannot slip past unchecked.
 */
const HOSTILE = '[x](//evil.example)';
const root = join(import.meta.dirname, '../..');

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function samplesOf(type: BlockType): unknown[] {
  const fixtureDir = join(import.meta.dirname, type, 'fixtures');
  const fixtures = readdirSync(fixtureDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => readJson(join(fixtureDir, f)));
  const pageSections = readdirSync(join(root, 'pages'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json') && f !== 'site.json')
    .flatMap((f) => (readJson(join(root, 'pages', f)) as { sections: { type: string }[] }).sections)
    .filter((section) => section.type === type)
    .sort((a, b) => JSON.stringify(a).length - JSON.stringify(b).length);
  return [...fixtures, ...pageSections];
}

/** For each text field, the smallest sample that can hold it. */
function slotsByField(type: BlockType): Map<string, { sample: unknown; slot: TextSlot }> {
  const chosen = new Map<string, { sample: unknown; slot: TextSlot }>();
  for (const sample of samplesOf(type)) {
    for (const slot of textSlots(blockSchemas[type], sample)) if (!chosen.has(slot.field)) chosen.set(slot.field, { sample, slot });
  }
  return chosen;
}

function drawsHostileLink(type: BlockType, props: object): boolean {
  const Block = blockComponents[type] as ComponentType<object>;
  const { container } = render(
    <MantineProvider>
      <MemoryRouter>
        <Block {...props} />
      </MemoryRouter>
    </MantineProvider>,
  );
  const linked = [...container.querySelectorAll('a')].some((a) => a.getAttribute('href')?.includes('evil.example'));
  cleanup();
  return linked;
}

describe.each(blockTypes)('block "%s"', (type) => {
  const slots = slotsByField(type);

  it('has a sample document for every text field', () => {
    const unheld = schemaTextFields(blockSchemas[type]).filter((field) => !slots.has(field));
    expect(unheld, 'add a fixture that uses these fields').toEqual([]);
  });

  it('refuses a hostile inline link in every text field it would draw as a link', async () => {
    await preloadBlocks([type]);
    const drawnAsLinks: string[] = [];
    for (const [field, { sample, slot }] of slots) {
      const parsed = blockSchemas[type].safeParse(withValueAt(sample, slot.path, HOSTILE));
      if (parsed.success && drawsHostileLink(type, parsed.data)) drawnAsLinks.push(field);
    }
    expect(drawnAsLinks, 'these fields reach RichText but are not richText').toEqual([]);
  });
});
