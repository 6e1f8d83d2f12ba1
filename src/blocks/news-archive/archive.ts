import type { ArchiveTrait } from '../../behaviours/archive-paging';
import { entriesIn, nextId, placeOf } from '../../behaviours/new-entry';
import { periodKey, periodOf } from '../../schema/weeks';
import type { NewsArchiveProps } from './schema';

type Story = NewsArchiveProps['items'][number];

/** A news archive's entries are its stories, each in the week of its date. */
export const newsArchive: ArchiveTrait<NewsArchiveProps, Story> = {
  entries: (props) => props.items,
  withEntries: (props, items) => ({ ...props, items }),
  week: (story) => periodKey(periodOf(story.date)),
  size: () => 1,
  tags: (story) => story.tags,
  entriesField: 'items',
  // A new story is dated the day it is added; the owner writes its headline first.
  withNewEntry: (section, date) => {
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
