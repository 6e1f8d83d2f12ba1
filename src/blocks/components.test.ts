import { describe, expect, it } from 'vitest';
import { sectionSchema } from './page';
import { everySection } from './sections';
import { blockComponents } from './components';
import { preloadBlocks } from './preload';
import columns from './two-column/fixtures/case-study.json';
import picture from './illustration/fixtures/lazy-picture.json';

describe('the blocks a page draws', () => {
  it('include those a layout block holds, so their code is loaded before the page hydrates', async () => {
    const sections = [{ ...columns, side: [...columns.side, picture] }].map((section) => sectionSchema.parse(section));
    const types = everySection(sections).map((section) => section.type);
    expect(new Set(types)).toEqual(new Set(['two-column', 'prose', 'steps', 'fact-sheet', 'illustration']));

    // The illustration is an on-demand block: once preloaded it renders at once instead of suspending.
    await preloadBlocks(types);
    const illustration = blockComponents.illustration as unknown as (props: typeof picture) => { type: unknown };
    expect(() => illustration(picture)).not.toThrow();
  });
});
