import type { ArchiveTrait } from '../../behaviours/archive-paging';
import { periodKey } from '../../schema/weeks';
import type { RoboticsArchiveProps } from './schema';

type Week = RoboticsArchiveProps['weeks'][number];

/** A robotics archive's entries are its weeks, each counting its updates. */
export const roboticsArchive: ArchiveTrait<RoboticsArchiveProps, Week> = {
  entries: (props) => props.weeks,
  withEntries: (props, weeks) => ({ ...props, weeks }),
  week: (week) => periodKey(week),
  size: (week) => week.updates.length,
  tags: (week) => week.updates.map((update) => update.category),
};
