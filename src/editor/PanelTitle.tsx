import { Badge, Group, Text } from '@mantine/core';

/** A panel's name in its header, with the count of the errors inside it when there are any. */
export function PanelTitle({ label, errors }: { label: string; errors: number }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text fw={600} truncate>
        {label}
      </Text>
      {errors > 0 && (
        <Badge color="red" size="sm">
          {errors} {errors === 1 ? 'error' : 'errors'}
        </Badge>
      )}
    </Group>
  );
}
