import { Button, Group } from '@mantine/core';
import { Icon } from '../../ui/Icon';
import { SmartLink } from '../../ui/SmartLink';
import type { ActionBarProps } from './schema';
import classes from './ActionBar.module.css';

export function ActionBar({ label, items }: ActionBarProps) {
  return (
    <nav aria-label={label} className={classes.bar}>
      <Group gap={4} justify="center" wrap="nowrap" component="ul" className={classes.list}>
        {items.map((item) => (
          <li key={item.label}>
            <Button
              component={SmartLink}
              href={item.href}
              variant="subtle"
              size="compact-md"
              className={classes.action}
              leftSection={<Icon name={item.icon} size={18} />}
            >
              {item.label}
            </Button>
          </li>
        ))}
      </Group>
    </nav>
  );
}
