import { Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useRef, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useSite } from './site-context';
import classes from './app.module.css';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { MenuButton } from './MenuButton';
import { SearchButton } from './SearchButton';
import { useRouteFocus } from './useRouteFocus';

/**
 * The frame of every page: skip link, fixed top navigation (a burger menu below md), main region, footer.
 * Plain landmarks and app.module.css rather than Mantine's AppShell: the layout is one fixed bar, and
 * AppShell's responsive machinery would cost every page about 6 kB of gzipped JavaScript.
 */
export function Shell({ children }: { children: ReactNode }) {
  const site = useSite();
  const [opened, { toggle, close }] = useDisclosure(false);
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);

  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <header className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Link to="/" className={classes.brand} onClick={close}>
              {site.name}
            </Link>
            <Group gap="xs" wrap="nowrap">
              <nav aria-label="Main">
                <Group gap={4} visibleFrom="md" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {site.nav.map((item) => (
                    <li key={item.href}>
                      <NavLink to={item.href} className={classes.navLink}>
                        {item.label}
                      </NavLink>
                    </li>
                  ))}
                </Group>
              </nav>
              <SearchButton />
              <ColorSchemeToggle />
              <MenuButton opened={opened} onClick={toggle} />
            </Group>
          </Group>
        </Container>
      </header>
      {/* Collapsed, the menu slides off-screen; hiding it also keeps its links out of the tab order. */}
      <div id="mobile-menu" className={classes.mobileMenu} data-opened={opened || undefined}>
        <nav aria-label="Mobile">
          {site.nav.map((item) => (
            <NavLink key={item.href} to={item.href} className={classes.mobileLink} onClick={close}>
              {item.label}
            </NavLink>
          ))}
        </nav>
      </div>
      <main id="main" ref={main} tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <footer className={classes.footer}>
        <Container size="lg" py="xl">
          <Text size="sm" c="dimmed" ta="center">
            {site.name} · {site.headline}
          </Text>
        </Container>
      </footer>
    </>
  );
}
