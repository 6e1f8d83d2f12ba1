import { expect, type Locator, type Page } from '@playwright/test';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { overlayBlocks, pageHeadingBlock } from '../../src/blocks/traits';
import { placedInOrder } from '../../src/blocks/sections';
import type { PageDocument, Section } from '../../src/blocks/page';
import type { Shown } from './shown';

/**
 * A page as served shows every section its document lists, in the document's order, with the
 * headings, items and labels the document gives it. What each block shows is its own check, in its folder
 * (src/blocks/<type>/shown.e2e.ts); a block without one is checked for its place and heading only. The sweep
 * checks this on each of the owner's pages.
 */
const BLOCKS = join(import.meta.dirname, '../../src/blocks');
const CHECK_FILE = 'shown.e2e.ts';

let checks: Promise<Map<string, Shown<Section['type']>>> | undefined;

/** Every block's own check, by the block's type (its folder's name), loaded once. */
function blockChecks() {
  checks ??= (async () => {
    const folders = readdirSync(BLOCKS, { withFileTypes: true }).filter(
      (entry) => entry.isDirectory() && existsSync(join(BLOCKS, entry.name, CHECK_FILE)),
    );
    const loaded = await Promise.all(
      folders.map(async ({ name }) => {
        const module = (await import(pathToFileURL(join(BLOCKS, name, CHECK_FILE)).href)) as { default: Shown<Section['type']> };
        return [name, module.default] as const;
      }),
    );
    return new Map(loaded);
  })();
  return checks;
}

/** Sections drawn where the document puts them, in its order, each showing what its check asks. */
async function expectSections(drawn: Locator, sections: Section[]) {
  expect(await drawn.evaluateAll((els) => els.map((el) => el.getAttribute('data-block')))).toEqual(sections.map((s) => s.type));
  const shown = await blockChecks();
  for (const [i, section] of sections.entries()) {
    const where = drawn.nth(i);
    // The page's heading is its h1; every other section's heading is an h2.
    if ('heading' in section && section.heading && section.type !== pageHeadingBlock) {
      await expect(where.getByRole('heading', { level: 2, name: section.heading, exact: true })).toHaveCount(1);
    }
    await shown.get(section.type)?.(where, section);
    // A layout holds sections of its own, checked the same way, in the order of its HTML.
    const placed = placedInOrder(section);
    if (placed.length) await expectSections(where.locator('section[data-block]'), placed);
  }
}

/** Checks a loaded, hydrated page against its document: every section in order, then the overlays. */
export async function expectDocumentShown(page: Page, document: PageDocument) {
  const inFlow = document.sections.filter((s) => !overlayBlocks.has(s.type));
  // Top-level sections only: those inside a layout are checked by the layout's entry.
  await expectSections(page.locator('main section[data-block]:not([data-block] [data-block])'), inFlow);
  const shown = await blockChecks();
  for (const section of document.sections.filter((s) => overlayBlocks.has(s.type))) {
    await shown.get(section.type)?.(page.locator('body'), section);
  }
}
