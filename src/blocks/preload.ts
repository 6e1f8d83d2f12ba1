import { blockComponents } from './components';
import type { BlockType } from './schemas';

/** Loads the code of the on-demand blocks a page uses, so it renders (and hydrates) without suspending. */
export async function preloadBlocks(types: Iterable<BlockType>): Promise<void> {
  await Promise.all([...new Set(types)].map((type) => (blockComponents[type] as Partial<{ preload: () => Promise<void> }>).preload?.()));
}
