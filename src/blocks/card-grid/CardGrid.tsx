import { Card } from '../../ui/Card';
import { cardGridSlot } from '../../schema/card-slot';
import { SectionHeading } from '../../ui/SectionHeading';
import type { CardGridProps } from './schema';
import grid from '../../ui/grid.module.css';

export function CardGrid({ heading, intro, columns = 3, featureFirst, items }: CardGridProps) {
  return (
    <>
      <SectionHeading heading={heading} intro={intro} />
      <ul className={grid.grid} data-columns={columns} data-feature={featureFirst || undefined}>
        {items.map((item, i) => (
          <Card key={i} item={item} sizes={cardGridSlot(featureFirst && !i ? 2 : columns).sizes} />
        ))}
      </ul>
    </>
  );
}
