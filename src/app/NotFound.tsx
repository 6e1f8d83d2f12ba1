import { Button, Container, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import classes from './app.module.css';

export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <Container size="sm" className={classes.notFound}>
      <title>Page not found</title>
      <meta name="description" content="There is no page at this address." />
      <Title order={1} className={classes.notFoundCode}>
        404
      </Title>
      <Text size="xl" mt="md" mb="xl">
        Oops! Page not found
      </Text>
      <Button component={Link} to="/" size="md">
        Return to Home
      </Button>
    </Container>
  );
}
