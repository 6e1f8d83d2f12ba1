import { Group, Text, Title } from '@mantine/core';
import type { ArchiveStats } from '../../behaviours/archive-paging';
import { useHeadingLevels } from '../../ui/heading-levels';
import { Tag } from '../../ui/Tag';
import classes from './NewsArchive.module.css';

interface Props {
  title: string;
  description: string;
  /** The day the dataset was first compiled; a newer story moves the header's date to its own. */
  created: string;
  /** Counted from the whole archive's entries, so they never drift from the data. */
  stats: ArchiveStats;
}

/** The dataset's name and totals. */
export function DatasetHeader({ title, description, created, stats: { weeks, entries, tags, newest } }: Props) {
  const levels = useHeadingLevels();
  // Compiled as of its newest story: adding this week's stories dates the archive with no other edit.
  const compiled = newest && newest > created ? newest : created;
  const stats = [
    ['Weeks', weeks],
    ['Stories', entries],
    ['Per week', weeks ? Math.round(entries / weeks) : 0],
  ] as const;

  return (
    <div className={classes.dataset} data-tone="blue">
      <Title order={levels.items} size="h3">
        {title}
      </Title>
      <Text mt={4} c="var(--text-secondary)">
        {description}
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        Compiled <time dateTime={compiled}>{compiled}</time>
      </Text>
      <dl className={classes.stats}>
        {stats.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
              {label}
            </Text>
            <Text component="dd" fz={26} fw={700} m={0} className={classes.figure}>
              {value}
            </Text>
          </div>
        ))}
      </dl>
      <Group gap={6} mt="md" component="ul" className={classes.tags} aria-label="Most used tags">
        {tags.map((tag) => (
          <Tag key={tag}>{tag}</Tag>
        ))}
      </Group>
    </div>
  );
}
