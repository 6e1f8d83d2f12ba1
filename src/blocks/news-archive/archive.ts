import type { ArchiveTrait } from '../../behaviours/archive-paging';
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
  date: (story) => story.date,
};
