import { Anchor, Badge, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { HeadingOrder } from './heading-levels';
import { SmartLink } from './SmartLink';
import classes from './StoryCard.module.css';

const LOOKS = {
  category: { variant: 'light' },
  hot: { variant: 'filled', color: 'red' },
  tag: { variant: 'default' },
} as const;

interface Props {
  /** The card's element id, which a link to the story names after "#" (storyAnchor in behaviours/archive-paging.ts). */
  id?: string;
  badges: { text: string; look: keyof typeof LOOKS }[];
  title: string;
  href: string;
  level: HeadingOrder;
  summary: string;
  footer: ReactNode;
}

/** One archive entry (a news story, a robotics update) as a list item: badges, linked title, summary, source. */
export function StoryCard({ id, badges, title, href, level, summary, footer }: Props) {
  return (
    <li id={id} className={classes.item}>
      <Group gap={6} mb={6}>
        {badges.map(({ text, look }) => (
          <Badge key={`${look}-${text}`} {...LOOKS[look]} radius="sm" tt="none">
            {text}
          </Badge>
        ))}
      </Group>
      <Title order={level} size="h4" className={classes.title}>
        <Anchor component={SmartLink} href={href} c="inherit">
          {title}
        </Anchor>
      </Title>
      <Text size="sm" mt={6} className={classes.summary}>
        {summary}
      </Text>
      <Text size="xs" mt="sm" c="dimmed">
        {footer}
      </Text>
    </li>
  );
}
