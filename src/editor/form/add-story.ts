// "Add story" on an archive's panel: this week's story, dated today, with its id in the archive's pattern, placed at
// the top of this week, so a save after its text is written is a diff of exactly that story. What a story is, and
// where it goes, is the archive block's own trait (src/behaviours/new-entry.ts); this finds the block's.
import { today, type SectionDraft } from '../../behaviours/new-entry';
import { newEntries } from '../../blocks/traits';
import type { JsonPath } from '../wire';

/** The "Add story" trait of a section's block, if it has one: the blocks the button is offered on. */
export const newEntryOf = (type: unknown) => (typeof type === 'string' ? newEntries.get(type) : undefined);

/** The section with today's story added, and where its first field to write (its headline) is. */
export function withStory(section: SectionDraft, date = today()): { section: SectionDraft; title: JsonPath } | undefined {
  const added = newEntryOf(section.type)?.add(section, date);
  return added && { section: added.section, title: added.first };
}
