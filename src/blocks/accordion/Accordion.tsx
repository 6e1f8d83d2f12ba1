import { Text } from '@mantine/core';
import { useId } from 'react';
import { IconChevronDown } from '@tabler/icons-react';
import { decorative } from '../../ui/Icon';
import { RichText } from '../../ui/RichText';
import { SectionHeading } from '../../ui/SectionHeading';
import classes from './Accordion.module.css';
import type { AccordionProps } from './schema';

/**
 * Native <details>: opens with Enter or Space, reads without JavaScript, and the
 * browser's find-in-page opens the item that holds a match. "single" mode uses
 * the exclusive <details name>, so the browser closes the others itself.
 */
export function Accordion({ heading, intro, mode = 'independent', items }: AccordionProps) {
  const group = useId();
  return (
    <>
      <SectionHeading heading={heading} intro={intro} />
      <div className={classes.items}>
        {items.map((item, i) => (
          <details key={i} className={classes.item} open={item.open} name={mode === 'single' ? group : undefined}>
            <summary className={classes.summary}>
              <span>{item.title}</span>
              <span className={classes.chevron}>
                <IconChevronDown {...decorative} />
              </span>
            </summary>
            <div className={classes.body}>
              {item.body.map((paragraph, i) => (
                <Text key={i} className={classes.paragraph}>
                  <RichText value={paragraph} />
                </Text>
              ))}
            </div>
          </details>
        ))}
      </div>
    </>
  );
}
