import { Group } from '@mantine/core';
import { SectionHeading } from '../../ui/SectionHeading';
import { Tag } from '../../ui/Tag';
import type { ChipListProps } from './schema';

export function ChipList({ heading, intro, chips }: ChipListProps) {
  return (
    <>
      <SectionHeading heading={heading} intro={intro} />
      <Group gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {chips.map((chip, i) => (
          <Tag key={i}>{chip}</Tag>
        ))}
      </Group>
    </>
  );
}
