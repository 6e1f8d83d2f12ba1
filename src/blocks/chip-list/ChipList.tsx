import { Badge, Group } from '@mantine/core';
import { SectionHeading } from '../../ui/SectionHeading';
import type { ChipListProps } from './schema';

export function ChipList({ heading, intro, chips }: ChipListProps) {
  return (
    <>
      <SectionHeading heading={heading} intro={intro} />
      <Group gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {chips.map((chip) => (
          <Badge key={chip} component="li" variant="light" size="xl" radius="xl" tt="none" fw={600}>
            {chip}
          </Badge>
        ))}
      </Group>
    </>
  );
}
