import { Text, ThemeIcon, Title } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useHeadingLevels } from '../../ui/heading-levels';
import { Icon } from '../../ui/Icon';
import { SectionHeading } from '../../ui/SectionHeading';
import type { TimelineProps } from './schema';
import classes from './Timeline.module.css';

export function Timeline({ heading, intro, items }: TimelineProps) {
  const levels = useHeadingLevels();
  return (
    <>
      <SectionHeading heading={heading} intro={intro} />
      <ol className={classes.list} style={{ '--stages': items.length } as CSSProperties}>
        {items.map((item, i) => (
          <li key={i} className={classes.stage}>
            <ThemeIcon size={40} className={classes.marker} aria-hidden="true">
              {item.icon ? <Icon name={item.icon} size={20} /> : <span>{i + 1}</span>}
            </ThemeIcon>
            <div className={classes.body}>
              <Text size="sm" fw={650} className={classes.period}>
                {item.period}
              </Text>
              <Title order={levels.items} size="h3" className={classes.title}>
                {item.title}
              </Title>
              <Text size="sm" mt={6} className={classes.text}>
                {item.text}
              </Text>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
