import { entriesIn, nextId, placeOf, type NewEntryTrait } from '../../behaviours/new-entry';
import { periodKey, periodOf } from '../../schema/weeks';
import type { NewsArchiveProps } from './schema';

/** "Add story" on a news archive: a story in `items`. Apart from ./archive.ts, which the browser loads with the block. */
export const newEntry: NewEntryTrait<NewsArchiveProps> = {
  field: 'items',
  // A new story is dated the day it is added; the owner writes its headline first.
  add: (section, date) => {
    const items = entriesIn(section.items);
    const period = periodOf(date);
    const id = nextId(
      items.map((item) => item.id),
      periodKey(period),
    );
    const at = placeOf(items, period, (item) => (typeof item.date === 'string' ? periodOf(item.date) : undefined));
    const story = { id, title: '', description: '', date, source: '', url: '' };
    return { section: { ...section, items: items.toSpliced(at, 0, story) }, first: ['items', at, 'title'] };
  },
};
