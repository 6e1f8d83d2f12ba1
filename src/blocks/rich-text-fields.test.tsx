// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { schemaTextFields, textSlots, withValueAt, type TextSlot } from '../../tests/support/text-fields';
import { blockComponents } from './components';
import { preloadBlocks } from './preload';
import { blockSchemas, blockTypes, type BlockType } from './schemas';
import { layoutColumns } from './traits';

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

/** For each sample, the text fields it is the first (smallest) sample to hold. */
function slotsBySample(type: BlockType): Map<unknown, TextSlot[]> {
  const seen = new Set<string>();
  const bySample = new Map<unknown, TextSlot[]>();
  for (const sample of samplesOf(type)) {
    const fresh = textSlots(blockSchemas[type], sample).filter((slot) => !seen.has(slot.field));
    for (const slot of fresh) seen.add(slot.field);
    if (fresh.length) bySample.set(sample, fresh);
  }
  return bySample;
}

/** The marks of the hostile links the block draws as links. */
function hostileLinksDrawn(type: BlockType, props: object): string[] {
  const Block = blockComponents[type] as ComponentType<object>;
  const { container } = render(
    <MantineProvider>
      <MemoryRouter>
        <Block {...props} />
      </MemoryRouter>
    </MantineProvider>,
  );
  const marks = [...container.querySelectorAll('a')].flatMap((a) => a.getAttribute('href')?.match(/evil\.example\/(\d+)/)?.[1] ?? []);
  cleanup();
  return marks;
}

// Layout blocks hold no text of their own: the content sections in their columns are each checked here as themselves.
const contentTypes = blockTypes.filter((type) => !layoutColumns.has(type));

describe.each(contentTypes)('block "%s"', (type) => {
  const bySample = slotsBySample(type);
  const held = new Set([...bySample.values()].flat().map((slot) => slot.field));

  it('has a sample document for every text field', () => {
    const unheld = schemaTextFields(blockSchemas[type]).filter((field) => !held.has(field));
    expect(unheld, 'add a fixture that uses these fields').toEqual([]);
  });

  it('refuses a hostile inline link in every text field it would draw as a link', async () => {
    await preloadBlocks([type]);
    const drawnAsLinks: string[] = [];
    for (const [sample, slots] of bySample) {
      // Each field gets its own numbered link. Those the schema accepts one at a time are then set
      // together and drawn once (a render per field would be slow); the number names the field drawn.
      const hostile = (i: number) => `[x](//evil.example/${i})`;
      const accepted = slots.filter((slot, i) => blockSchemas[type].safeParse(withValueAt(sample, slot.path, hostile(i))).success);
      const together = accepted.reduce((doc, slot) => withValueAt(doc, slot.path, hostile(slots.indexOf(slot))), sample);
      const parsed = blockSchemas[type].safeParse(together);
      expect(parsed.success, 'fields accepted one by one are accepted together').toBe(true);
      drawnAsLinks.push(...hostileLinksDrawn(type, parsed.data!).map((mark) => slots[Number(mark)].field));
    }
    expect(drawnAsLinks, 'these fields reach RichText but are not richText').toEqual([]);
  }, 20_000); // a render of a big list block takes a second on a busy machine
});
