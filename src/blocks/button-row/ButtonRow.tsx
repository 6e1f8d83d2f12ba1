import { Group } from '@mantine/core';
import { LinkButton } from '../../ui/LinkButton';
import { SectionHeading } from '../../ui/SectionHeading';
import type { ButtonRowProps } from './schema';

export function ButtonRow({ heading, intro, items }: ButtonRowProps) {
  return (
    <>
      <SectionHeading heading={heading} intro={intro} />
      <Group gap="sm">
        {items.map((item, i) => (
          <LinkButton key={i} {...item} />
        ))}
      </Group>
    </>
  );
}
