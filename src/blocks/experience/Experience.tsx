import { Anchor, Group, List, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { useHeadingLevels } from '../../ui/heading-levels';
import { SectionHeading } from '../../ui/SectionHeading';
import { SmartLink } from '../../ui/SmartLink';
import type { ExperienceProps } from './schema';
import classes from './Experience.module.css';

export function Experience({ heading, intro, items }: ExperienceProps) {
  const levels = useHeadingLevels();
  return (
    <>
      <SectionHeading heading={heading} intro={intro} />
      <ol className={classes.list}>
        {items.map((item, i) => (
          <li key={i} className={classes.role}>
            <Group justify="space-between" align="baseline" gap="xs">
              <div>
                <Title order={levels.items} size="h3" className={classes.roleTitle}>
                  {item.role}
                </Title>
                <Text fw={600} className={classes.company}>
                  {item.href ? (
                    <Anchor component={SmartLink} href={item.href}>
                      {item.company}
                    </Anchor>
                  ) : (
                    item.company
                  )}
                  {item.location && <span className={classes.location}>{` · ${item.location}`}</span>}
                </Text>
              </div>
              <Text size="sm" fw={600} className={classes.period}>
                {item.period}
              </Text>
            </Group>
            <List spacing={6} className={classes.bullets}>
              {item.bullets.map((bullet, j) => (
                <List.Item key={j}>{bullet}</List.Item>
              ))}
            </List>
          </li>
        ))}
      </ol>
    </>
  );
}
