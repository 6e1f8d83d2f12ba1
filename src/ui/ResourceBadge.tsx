import { Badge } from '@mantine/core';

const LOOKS = {
  default: { variant: 'filled', color: 'ink' },
  secondary: { variant: 'light', color: 'ink' },
  destructive: { variant: 'filled', color: 'red' },
} as const;

export function ResourceBadge({ text, variant }: { text: string; variant: keyof typeof LOOKS }) {
  return (
    <Badge {...LOOKS[variant]} radius="sm" tt="none" fw={650} style={{ flex: 'none' }}>
      {text}
    </Badge>
  );
}
