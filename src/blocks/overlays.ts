import type { BlockType } from './registry';

/**
 * Blocks that float over the page (fixed position) instead of taking a place in its flow.
 * Only a type import: the renderer, the validator and the tests share this list without
 * pulling components or zod into each other.
 */
export const overlayBlocks: ReadonlySet<BlockType> = new Set<BlockType>(['action-bar']);
