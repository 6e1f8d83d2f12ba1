import { Text } from '@mantine/core';
import { useHeadingLevels } from '../../ui/heading-levels';
import { RichText } from '../../ui/RichText';
import { SectionHeading } from '../../ui/SectionHeading';
import type { StepsProps } from './schema';
import classes from './Steps.module.css';

/** An ordered list; the numbers come from the list itself (CSS counters), never from the text. */
export function Steps({ heading, intro, items }: StepsProps) {
  const Heading = `h${useHeadingLevels().items}` as const;
  return (
    <>
      <SectionHeading heading={heading} intro={intro} />
      <ol className={classes.steps}>
        {items.map((item, i) => (
          <li key={i} className={classes.step}>
            <Heading className={classes.title}>{item.title}</Heading>
            {item.text && (
              <Text className={classes.text}>
                <RichText value={item.text} />
              </Text>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
