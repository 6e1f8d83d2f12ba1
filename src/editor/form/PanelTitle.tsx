import { Badge, Group, Text } from '@mantine/core';

/**
 * A panel's name in its header, with the count of the errors inside it, and apart from them the count of a draft's
 * placeholder texts still to write (they stop no save).
 */
export function PanelTitle({ label, errors, toWrite = 0 }: { label: string; errors: number; toWrite?: number }) {
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
      {toWrite > 0 && (
        <Badge color="yellow.3" c="dark.7" size="sm">
          {toWrite} to write
        </Badge>
      )}
    </Group>
  );
}
