import { Group, Text, ThemeIcon } from '@mantine/core';
import { isFromSummary } from '../../schema/from-summary';
import { Icon } from '../../ui/Icon';
import { SectionHeading } from '../../ui/SectionHeading';
import type { StatGridProps } from './schema';
import grid from '../../ui/grid.module.css';
import classes from './StatGrid.module.css';

export function StatGrid({ heading, intro, items }: StatGridProps) {
  return (
    <>
      <SectionHeading heading={heading} intro={intro} />
      <ul className={`${grid.grid} ${classes.stats}`} data-columns={3}>
        {/* The build puts the case summary's results in place of a "fromSummary" (src/content/derivation/case-summary.ts). */}
        {items
          .flatMap((item) => (isFromSummary(item) ? [] : [item]))
          .map((item, i) => (
            <li key={i} className={classes.stat}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Text className={classes.value}>{item.value}</Text>
                {item.icon && (
                  // The theme's default radius (md): a `radius` prop would also reach the page as an attribute (Mantine 9.7).
                  <ThemeIcon variant="light" size={38} className={classes.icon}>
                    <Icon name={item.icon} />
                  </ThemeIcon>
                )}
              </Group>
              <Text mt={6} className={classes.label}>
                {item.label}
              </Text>
            </li>
          ))}
      </ul>
    </>
  );
}
