import { Card } from '../../ui/Card';
import { cardGridSlot } from '../../schema/card-slot';
import { SectionHeading } from '../../ui/SectionHeading';
import type { CardGridProps } from './schema';
import { useFirstScreen } from '../first-screen';
import grid from '../../ui/grid.module.css';

export function CardGrid({ heading, intro, columns = 3, featureFirst, items }: CardGridProps) {
  const onFirstScreen = useFirstScreen() !== false;
  return (
    <>
      <SectionHeading heading={heading} intro={intro} />
      <ul className={grid.grid} data-columns={columns} data-feature={featureFirst || undefined}>
        {/* On the first screen, the first card's picture loads with the page: under a page's header it is often the
            largest thing a phone paints first. The rest wait until they near the window. */}
        {items.map((item, i) => (
          <Card key={i} item={item} sizes={cardGridSlot(featureFirst && !i ? 2 : columns).sizes} eager={onFirstScreen && i === 0} />
        ))}
      </ul>
    </>
  );
}
