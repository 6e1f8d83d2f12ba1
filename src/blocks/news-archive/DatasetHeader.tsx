import { Badge, Group, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { periodKey, periodOf } from '../../behaviours/weeks';
import { useHeadingLevels } from '../../ui/heading-levels';
import classes from './NewsArchive.module.css';

interface Props {
  title: string;
  description: string;
  created: string;
  items: { date: string; tags: string[] }[];
}

const TOP_TAGS = 20;

/** The dataset's name and totals, counted from the items so they never drift from the data. */
export function DatasetHeader({ title, description, created, items }: Props) {
  const levels = useHeadingLevels();
  const { weeks, tags } = useMemo(() => {
    const counts = new Map<string, number>();
    for (const tag of items.flatMap((item) => item.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    return {
      weeks: new Set(items.map((item) => periodKey(periodOf(item.date)))).size,
      tags: [...counts.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, TOP_TAGS)
        .map(([tag]) => tag),
    };
  }, [items]);
  const stats = [
    ['Weeks', weeks],
    ['Stories', items.length],
    ['Per week', weeks ? Math.round(items.length / weeks) : 0],
  ] as const;

  return (
    <div className={classes.dataset}>
      <Title order={levels.items} size="h3">
        {title}
      </Title>
      <Text mt={4} c="var(--text-secondary)">
        {description}
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        Compiled <time dateTime={created}>{created}</time>
      </Text>
      <dl className={classes.stats}>
        {stats.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
              {label}
            </Text>
            <Text component="dd" fz={26} fw={800} m={0}>
              {value}
            </Text>
          </div>
        ))}
      </dl>
      <Group gap={6} mt="md" component="ul" className={classes.tags} aria-label="Most used tags">
        {tags.map((tag) => (
          <Badge key={tag} component="li" variant="default" radius="sm" tt="none" fw={500}>
            {tag}
          </Badge>
        ))}
      </Group>
    </div>
  );
}
