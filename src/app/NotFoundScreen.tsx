import { Button, Container, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import link from '../ui/stretched-link.module.css';
import classes from './NotFoundScreen.module.css';
import { openSiteSearch } from './SearchButton';
import { useSite } from './site-context';
import { heading, suggestions } from 'virtual:not-found';

/**
 * The screen for an address with no page: the way home, the site's search, and the cases site.json suggests.
 * Loaded on demand (./NotFound.tsx), so no other page's first script carries it.
 */
export function NotFoundScreen() {
  const { pathname } = useLocation();
  const { name } = useSite();
  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <Container size="sm" className={classes.root}>
      <title>{`Page not found · ${name}`}</title>
      <meta name="description" content="There is no page at this address." />
      <Title order={1} className={classes.code}>
        404
      </Title>
      <Text size="xl" mt="md" mb="xl">
        Oops! Page not found
      </Text>
      <div className={classes.actions}>
        <Button component={Link} to="/" size="md">
          Return to Home
        </Button>
        <Button variant="default" size="md" leftSection={<IconSearch size={18} aria-hidden="true" />} onClick={openSiteSearch}>
          Search the site
        </Button>
      </div>
      {heading && suggestions.length > 0 && (
        <nav aria-labelledby="suggested" className={classes.suggested}>
          <Title order={2} id="suggested" size="h4">
            {heading}
          </Title>
          <ul>
            {suggestions.map((suggestion) => (
              <li key={suggestion.href}>
                <Link to={suggestion.href} discover="none" className={link.stretched}>
                  {suggestion.title}
                </Link>
                {suggestion.kicker && <span>{suggestion.kicker}</span>}
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Container>
  );
}
