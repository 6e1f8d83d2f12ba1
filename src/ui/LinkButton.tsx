import { Button } from '@mantine/core';
import type { z } from 'zod';
import type { button } from '../schema/primitives';
import { Icon } from './Icon';
import { SmartLink } from './SmartLink';

export function LinkButton({ label, href, variant = 'filled', icon }: z.output<typeof button>) {
  return (
    <Button component={SmartLink} href={href} variant={variant} size="md" leftSection={icon ? <Icon name={icon} size={18} /> : undefined}>
      {label}
    </Button>
  );
}
