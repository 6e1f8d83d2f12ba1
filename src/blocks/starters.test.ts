import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { placeholdersLeft } from '../content/editing/placeholders';
import { sectionSchema } from './page';

/**
 * A block's starter.json is what the editor's "Add section" starts it from instead of its first fixture: the block's
 * own fields, with neutral placeholder text in square brackets where the owner has to write.
 */
const starters = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(import.meta.dirname, entry.name, 'starter.json')))
  .map((entry) => [entry.name, JSON.parse(readFileSync(join(import.meta.dirname, entry.name, 'starter.json'), 'utf8'))] as const);

describe('starter.json', () => {
  it('is found in the blocks that have one', () => {
    expect(starters.length).toBeGreaterThan(0);
  });

  describe.each(starters)('of "%s"', (folder, starter) => {
    it('names its folder’s block', () => {
      expect(starter.type).toBe(folder);
    });

    it('parses as a section of that block, and only its placeholders are left to replace', () => {
      const parsed = sectionSchema.safeParse(starter);
      expect(parsed.error?.issues).toBeUndefined();
      // Published as it is, the placeholder check flags it: nothing of an example ships unnoticed.
      expect(placeholdersLeft(starter, new Map()).errors.length).toBeGreaterThan(0);
    });
  });
});
