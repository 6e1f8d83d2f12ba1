import { Anchor, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { HeadingOrder } from './heading-levels';
import { SmartLink } from './SmartLink';
import { Tag } from './Tag';
import classes from './StoryCard.module.css';

/** Categories, tags and the "hot" marker are the site's one chip; the marker stands out in red. */
type Look = 'category' | 'hot' | 'tag';

interface Props {
  /** The card's element id, which a link to the story names after "#" (storyAnchor in behaviours/archive-paging.ts). */
  id?: string;
  badges: { text: string; look: Look }[];
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
        {badges.map(({ text, look }, i) => (
          <Tag key={i} as="span" emphasis={look === 'hot' ? 'alert' : undefined}>
            {text}
          </Tag>
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
