import { storyKey, tagUri, type FeedTrait } from '../../schema/feed-entries';
import { categoryOf } from '../../schema/weeks';
import { newsArchive } from './archive';
import type { NewsArchiveProps } from './schema';

/** Every story is an entry, at its card on its week's page, its publisher as the related link. */
export const newsFeed: FeedTrait<NewsArchiveProps> = {
  entries: (props, { route, siteBase, storyUrl }) =>
    props.items.map((item) => {
      const week = newsArchive.week(item);
      return {
        id: tagUri(siteBase, item.date, route, storyKey(item.id, week, item.title)),
        title: item.title,
        url: storyUrl(week, item.id),
        related: item.url,
        date: item.date,
        summary: item.description,
        category: categoryOf(item.tags),
      };
    }),
};
