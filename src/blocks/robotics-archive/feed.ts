import { storyKey, tagUri, weekStart, type FeedTrait } from '../../schema/feed-entries';
import { periodKey } from '../../schema/weeks';
import type { RoboticsArchiveProps } from './schema';

/** Every update is an entry, dated its week's first day (updates carry no date of their own). */
export const roboticsFeed: FeedTrait<RoboticsArchiveProps> = {
  entries: (props, { route, siteBase, storyUrl }) =>
    props.weeks.flatMap((week) => {
      const date = weekStart(week.year, week.month, week.week);
      return week.updates.map((update) => ({
        id: tagUri(siteBase, date, route, storyKey(update.id, periodKey(week), update.title)),
        title: update.title,
        url: storyUrl(periodKey(week), update.id),
        related: update.link,
        date,
        summary: update.summary,
        category: update.category,
      }));
    }),
};
