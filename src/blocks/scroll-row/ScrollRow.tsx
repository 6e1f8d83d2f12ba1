import { ActionIcon, Anchor, Group } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { Card } from '../../ui/Card';
import { cardRowSizes } from '../../schema/card-slot';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { decorative } from '../../ui/Icon';
import { SectionHeading } from '../../ui/SectionHeading';
import { SmartLink } from '../../ui/SmartLink';
import type { ScrollRowProps } from './schema';
import classes from './ScrollRow.module.css';

/** What one press of an arrow scrolls (spec: 320 px). */
export const SCROLL_STEP = 320;

export function ScrollRow({ heading, intro, seeAll, items }: ScrollRowProps) {
  const list = useRef<HTMLUListElement>(null);
  // Read at once, not in an effect after hydration: a click that comes first must already scroll instantly.
  const reduceMotion = useReducedMotion(undefined, { getInitialValueInEffect: false });
  // Before hydration the row sits at its start; measuring corrects the ends afterwards.
  const [ends, setEnds] = useState({ start: true, end: false });

  useEffect(() => {
    const row = list.current!;
    const measure = () => {
      // One pixel of slack: zoom and fractional widths leave scrollLeft short of the exact end.
      const start = row.scrollLeft <= 1;
      const end = row.scrollLeft + row.clientWidth >= row.scrollWidth - 1;
      setEnds((old) => (old.start === start && old.end === end ? old : { start, end }));
    };
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(row);
    return () => {
      row.removeEventListener('scroll', measure);
      resize.disconnect();
    };
  }, []);

  const scroll = (direction: -1 | 1) =>
    list.current!.scrollBy({ left: direction * SCROLL_STEP, behavior: reduceMotion ? 'instant' : 'smooth' });

  return (
    <>
      <Group justify="space-between" align="flex-end" gap="md" className={classes.head}>
        <SectionHeading heading={heading} intro={intro} />
        <Group gap="xs" wrap="nowrap" className={classes.controls}>
          {seeAll && (
            <Anchor component={SmartLink} href={seeAll.href} fw={650} className={classes.seeAll}>
              {seeAll.label}
            </Anchor>
          )}
          <ActionIcon
            variant="default"
            size="lg"
            radius="xl"
            aria-label={`Scroll ${heading} left`}
            disabled={ends.start}
            onClick={() => scroll(-1)}
          >
            <IconArrowLeft size={18} {...decorative} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            radius="xl"
            aria-label={`Scroll ${heading} right`}
            disabled={ends.end}
            onClick={() => scroll(1)}
          >
            <IconArrowRight size={18} {...decorative} />
          </ActionIcon>
        </Group>
      </Group>
      <ul ref={list} className={classes.row} data-at-start={ends.start ? '' : undefined} data-at-end={ends.end ? '' : undefined}>
        {items.map((item, i) => (
          <Card key={i} item={item} className={classes.card} sizes={cardRowSizes} />
        ))}
      </ul>
    </>
  );
}
