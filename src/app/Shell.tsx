import { Container } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useRef, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useSite } from './site-context';
import classes from './app.module.css';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { Contacts, Footer } from './Footer';
import { MenuButton } from './MenuButton';
import { SearchButton } from './SearchButton';
import { ShellIcons } from './ShellIcons';
import { useRouteFocus } from './useRouteFocus';

/**
 * The frame of every page: skip link, fixed top navigation (a burger menu below md), main region, footer.
 * Plain landmarks and app.module.css rather than Mantine's AppShell: the layout is one fixed bar, and
 * AppShell's responsive machinery would cost every page about 6 kB of gzipped JavaScript.
 */
export function Shell({ children }: { children: ReactNode }) {
  const site = useSite();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Set as the menu first opens (React's pattern for state that follows other state), and kept.
  const [everOpened, setEverOpened] = useState(false);
  if (opened && !everOpened) setEverOpened(true);
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main);
  // Escape closes the menu as it closes a dialog; focus stays where it was, as when the burger closes it.
  useHotkeys([['Escape', close]]);

  return (
    <>
      <ShellIcons />
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <header className={classes.header}>
        {/* Plain flex rows (app.module.css) rather than Mantine's Group: its inline custom properties cost every page's HTML. */}
        <Container size="lg" className={classes.bar}>
          <Link to="/" discover="none" className={classes.brand} onClick={close}>
            {site.name}
          </Link>
          <div className={classes.tools}>
            <nav aria-label="Main">
              <ul className={classes.navList}>
                {site.nav.map((item) => (
                  <li key={item.href}>
                    <NavLink to={item.href} discover="none" className={classes.navLink}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <SearchButton />
            <ColorSchemeToggle />
            <MenuButton opened={opened} onClick={toggle} />
          </div>
        </Container>
      </header>
      {/* Open, the menu dims the page beside it, and a click there closes it (a pointer's shortcut: Escape is the keyboard's). */}
      {opened && <div className={classes.backdrop} onClick={close} aria-hidden="true" />}
      {/*
       * Collapsed, the menu slides off-screen; hiding it also keeps its links out of the tab order. Its links are drawn
       * when it first opens: only script opens it, so in the prerendered HTML they would be bytes every page sends for
       * nothing (the same links are in the top bar's list).
       */}
      <div id="mobile-menu" className={classes.mobileMenu} data-opened={opened || undefined}>
        {everOpened && (
          <>
            <nav aria-label="Mobile">
              {site.nav.map((item) => (
                <NavLink key={item.href} to={item.href} discover="none" className={classes.mobileLink} onClick={close}>
                  {item.label}
                </NavLink>
              ))}
            </nav>
            {/* Under the links, the footer's ways to get in touch, a landmark as all content is; a link chosen there closes the menu. */}
            <aside aria-label="Contact" className={classes.menuFoot} onClick={(event) => (event.target as Element).closest('a') && close()}>
              <Contacts />
            </aside>
          </>
        )}
      </div>
      <main id="main" ref={main} tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <Footer />
    </>
  );
}
