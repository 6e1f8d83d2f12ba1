import { AppShell, Burger, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useRef, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { site } from './site-data';
import classes from './app.module.css';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { SearchButton } from './SearchButton';
import { useRouteFocus } from './useRouteFocus';

const HEADER_HEIGHT = 64;

/** The frame of every page: skip link, fixed top navigation (a burger menu below md), main region, footer. */
export function Shell({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);

  return (
    // AppShell writes its layout into a <style>; were `collapsed` to follow the menu, opening it would
    // rewrite that style, which the Content-Security-Policy (a hash of its text) would block. So the
    // navbar is always collapsed here, and data-opened slides it in (app.module.css).
    <AppShell header={{ height: HEADER_HEIGHT }} navbar={{ width: 300, breakpoint: 'md', collapsed: { mobile: true, desktop: true } }}>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <AppShell.Header className={classes.header}>
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
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="md"
                aria-label={opened ? 'Close menu' : 'Open menu'}
                aria-expanded={opened}
                aria-controls="mobile-menu"
              />
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      {/* Collapsed, the menu slides off-screen; hiding it also keeps its links out of the tab order. */}
      <AppShell.Navbar
        id="mobile-menu"
        p="md"
        className={classes.mobileMenu}
        data-opened={opened || undefined}
        style={{ visibility: opened ? 'visible' : 'hidden' }}
      >
        <nav aria-label="Mobile">
          {site.nav.map((item) => (
            <NavLink key={item.href} to={item.href} className={classes.mobileLink} onClick={close}>
              {item.label}
            </NavLink>
          ))}
        </nav>
      </AppShell.Navbar>
      <AppShell.Main id="main" ref={main} tabIndex={-1} className={classes.main}>
        {children}
      </AppShell.Main>
      <footer>
        <Container size="lg" py="xl">
          <Text size="sm" c="dimmed" ta="center">
            {site.name} · {site.headline}
          </Text>
        </Container>
      </footer>
    </AppShell>
  );
}
