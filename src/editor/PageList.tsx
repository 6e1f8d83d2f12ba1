import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Container,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { createPage, listPages, SITE_SETTINGS_ROUTE, type PageSummary, type PageTemplate } from './api';
import { Checklist } from './Checklist';
import { PageActions } from './PageActions';
import { PublishLink } from './PublishLink';
import { SiteFiles } from './SiteFiles';

/**
 * /_edit: the site's settings first (site.json: name, profiles, navigation…), then every page, each with a link to
 * edit it, and a form that starts a new page (as `npm run new -- page` does).
 */
export function PageList() {
  const [pages, setPages] = useState<PageSummary[]>();
  const [failure, setFailure] = useState<string>();
  const list = () => listPages().then(setPages, (error: Error) => setFailure(error.message));
  useEffect(() => void list(), []);
  return (
    <Container size="md" py="xl" component="main">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>Pages</Title>
          <PublishLink />
        </Group>
        {failure && (
          <Alert color="red" title="The pages could not be listed">
            {failure}
          </Alert>
        )}
        <Checklist />
        {pages && (
          <PagesTable
            settings={pages.find((page) => page.site)}
            pages={pages.filter((page) => !page.site && page.route)}
            onChanged={list}
          />
        )}
        {/* Once the pages are known: the form offers a card on the page that lists the new one. */}
        {pages && <NewPageForm pages={pages} />}
        <SiteFiles />
      </Stack>
    </Container>
  );
}

/** A page's count of errors; in the phone's layout, where no column names it, with its word. */
const errorCount = (entry: PageSummary, worded = false) =>
  entry.errors > 0 ? (
    <Badge color="red">{worded ? `${entry.errors} ${entry.errors === 1 ? 'error' : 'errors'}` : entry.errors}</Badge>
  ) : (
    <Text size="sm">0</Text>
  );

const SETTINGS_SUMMARY = 'Your name, profiles, navigation and résumé';

const SettingsLink = () => (
  <Anchor component={Link} to={`/_edit${SITE_SETTINGS_ROUTE}`} fw={600}>
    Site settings
  </Anchor>
);

// A long route breaks where it must rather than widen a phone's column.
const RouteLink = ({ route }: { route: string }) => (
  <Anchor component={Link} to={`/_edit${route}`} style={{ overflowWrap: 'anywhere' }}>
    {route}
  </Anchor>
);

/**
 * Every page, a row each. On a phone a row is one cell, the route with its title, draft mark, errors and actions
 * under it, so the table fits the screen rather than scrolling in a box of its own.
 */
function PagesTable({ settings, pages, onChanged }: { settings?: PageSummary; pages: PageSummary[]; onChanged: () => void }) {
  const theme = useMantineTheme();
  const narrow = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const sorted = [...pages].sort((a, b) => a.route!.localeCompare(b.route!));
  if (narrow)
    return (
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Page</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {settings && (
            <Table.Tr>
              <Table.Td>
                <Stack gap={4}>
                  <SettingsLink />
                  <Text size="sm">{SETTINGS_SUMMARY}</Text>
                  {settings.errors > 0 && <Group gap="xs">{errorCount(settings, true)}</Group>}
                </Stack>
              </Table.Td>
            </Table.Tr>
          )}
          {sorted.map((page) => (
            <Table.Tr key={page.file}>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <RouteLink route={page.route!} />
                  <Text size="sm">{page.title}</Text>
                  <Group gap="xs">
                    {page.draft && <Badge variant="light">Draft</Badge>}
                    {page.errors > 0 && errorCount(page, true)}
                    <PageActions route={page.route!} where="list" onChanged={onChanged} />
                  </Group>
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  return (
    <Table striped highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Route</Table.Th>
          <Table.Th>Title</Table.Th>
          <Table.Th>Draft</Table.Th>
          <Table.Th>Errors</Table.Th>
          <Table.Th>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {settings && (
          <Table.Tr key={settings.file}>
            <Table.Td>
              <SettingsLink />
            </Table.Td>
            <Table.Td>{SETTINGS_SUMMARY}</Table.Td>
            <Table.Td />
            <Table.Td>{errorCount(settings)}</Table.Td>
            <Table.Td />
          </Table.Tr>
        )}
        {sorted.map((page) => (
          <Table.Tr key={page.file}>
            <Table.Td>
              <RouteLink route={page.route!} />
            </Table.Td>
            <Table.Td>{page.title}</Table.Td>
            <Table.Td>{page.draft ? <Badge variant="light">Draft</Badge> : <Text size="sm">No</Text>}</Table.Td>
            <Table.Td>{errorCount(page)}</Table.Td>
            <Table.Td>
              <PageActions route={page.route!} where="list" onChanged={onChanged} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The page one level up from a route the owner is typing (/work for /work/new-case), if there is one. */
const listingOf = (route: string, pages: PageSummary[]) => {
  const trimmed = `/${route.trim().replace(/^\/+|\/+$/g, '')}`;
  const parent = trimmed.slice(0, trimmed.lastIndexOf('/'));
  return parent ? pages.find((page) => page.route === parent) : undefined;
};

/** "New page": a draft from a template, and a card for it on the page that lists it, in one action. */
function NewPageForm({ pages }: { pages: PageSummary[] }) {
  const navigate = useNavigate();
  const [route, setRoute] = useState('');
  const [template, setTemplate] = useState<PageTemplate>('case-study');
  const [card, setCard] = useState(true);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const listing = listingOf(route, pages);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await createPage(route, { template, card: Boolean(listing) && card });
      navigate(`/_edit/${route.trim().replace(/^\/+|\/+$/g, '')}`);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack component="form" onSubmit={submit} gap="sm" aria-labelledby="new-page">
      <Title order={2} id="new-page" size="h3">
        New page
      </Title>
      <Text size="sm" c="dimmed">
        It starts as a draft (shown here and by npm run dev, left out of the built site) with text in square brackets to replace; publish it
        by turning off &ldquo;Draft&rdquo; in its page settings.
      </Text>
      <SegmentedControl
        aria-label="Template"
        value={template}
        onChange={(next) => setTemplate(next as PageTemplate)}
        data={[
          { value: 'case-study', label: 'Case study' },
          { value: 'blank', label: 'Blank' },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <Group align="flex-start">
        <TextInput
          label="Route"
          description='Lower-case words joined by "-", e.g. /work/new-case'
          required
          value={route}
          error={error}
          onChange={(event) => setRoute(event.currentTarget.value)}
        />
        <Button type="submit" loading={busy} mt={46}>
          Create page
        </Button>
      </Group>
      {listing && (
        <Checkbox
          label={`Add a card for it on ${listing.route} (${listing.title ?? ''}), shown once the page is published`}
          checked={card}
          onChange={(event) => setCard(event.currentTarget.checked)}
        />
      )}
    </Stack>
  );
}
