import { Button, Container, Group } from '@mantine/core';
import { Icon } from '../../ui/Icon';
import { SmartLink } from '../../ui/SmartLink';
import type { ActionBarProps } from './schema';
import classes from './ActionBar.module.css';

/** What paper shows for a link it cannot follow: the address of an email or a web page, short (a download has none). */
function printedAddress(href: string): string | undefined {
  if (href.startsWith('mailto:')) return href.slice('mailto:'.length);
  if (href.startsWith('https://'))
    return href
      .slice('https://'.length)
      .replace(/^www\./, '')
      .replace(/\/$/, '');
  return undefined;
}

export function ActionBar({ label, items }: ActionBarProps) {
  // A section's container, so that on paper the line lines up with the content; on screen a pill over it.
  return (
    <Container component="nav" size="lg" aria-label={label} className={classes.bar}>
      <Group gap={4} justify="center" wrap="nowrap" component="ul" className={classes.list}>
        {items.map((item, i) => {
          const address = printedAddress(item.href);
          return (
            <li key={i} className={address ? undefined : classes.screenOnly}>
              <Button
                component={SmartLink}
                href={item.href}
                variant="subtle"
                size="compact-md"
                classNames={{ root: classes.action, label: classes.label, section: classes.section }}
                leftSection={<Icon name={item.icon} size={18} />}
                // Its name and tooltip where the bar shows the icon alone (ActionBar.module.css hides the words there).
                aria-label={item.label}
                title={item.label}
                data-address={address}
                // Mail and profile icons read alone; a download or a page of the site keeps its words on a phone.
                data-worded={address ? undefined : ''}
              >
                {item.label}
              </Button>
            </li>
          );
        })}
      </Group>
    </Container>
  );
}
