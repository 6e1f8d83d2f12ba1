import { Alert, Anchor, Box, Button, Group, List, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { listPlaceholders, openDocument, saveDocument, type PlaceholderFound, type StarterPage } from './api';
import { fieldHref } from './field-links';

/** Where a placeholder is, as a link the owner follows: the field that holds it, or the résumé's upload. */
function placeOf(found: PlaceholderFound) {
  if (found.file.startsWith('public/')) return { href: '#site-files', label: found.file };
  const page = found.file === 'pages/site.json' ? 'Site settings' : (found.route ?? found.file);
  return { href: fieldHref(found.route, found.path), label: `${page} › ${found.place}` };
}

/** How many of a page's fields are listed before "Show all": an archive of the starter's can hold hundreds. */
const FIELDS_SHOWN = 5;

/**
 * Keep: the owner says the page's text is theirs as it is. It is remembered in the document ("starterTextKept"),
 * saved as any edit is, so a fresh clone of the site agrees.
 */
async function keep(file: string): Promise<string | undefined> {
  const { value, version } = await openDocument(file);
  const result = await saveDocument(file, { ...(value as object), starterTextKept: true }, version);
  if (result.status === 'conflict') return 'The file changed meanwhile: try again.';
  if (result.status === 'invalid') return `Not saved: ${result.errors[0]?.message ?? 'the page has errors'}. Open it to fix them first.`;
  return undefined;
}

/** One page whose text is still the starter's: its fields, each a link, and the three choices. */
function StarterPageItem({ page, onKept }: { page: StarterPage; onKept: () => void }) {
  const headingId = useId();
  const [all, setAll] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const editHref = page.route ? `/_edit${page.route === '/' ? '' : page.route}` : '/_edit/site';
  const fields = all ? page.fields : page.fields.slice(0, FIELDS_SHOWN);
  const onKeep = async () => {
    setBusy(true);
    const failed = await keep(page.file).catch((error: Error) => error.message);
    setBusy(false);
    setProblem(failed);
    if (!failed) onKept();
  };
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text id={headingId} fw={600} size="sm">
          {page.page}
        </Text>
        <Group gap={6}>
          <Button component={Link} to={editHref} size="compact-xs" variant="light" aria-label={`Rewrite ${page.page}`}>
            Rewrite
          </Button>
          {page.route && (
            <Button
              component={Link}
              to={`${editHref}?action=delete`}
              size="compact-xs"
              variant="light"
              color="red"
              aria-label={`Remove ${page.page}`}
            >
              Remove
            </Button>
          )}
          <Button size="compact-xs" variant="default" loading={busy} onClick={onKeep} aria-label={`Keep ${page.page} as it is`}>
            Keep
          </Button>
        </Group>
      </Group>
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      )}
      <List size="sm" spacing={2} aria-label={`Starter text on ${page.page}`}>
        {fields.map(({ path, place }) => (
          <List.Item key={path.join('.')}>
            <Anchor component={Link} to={fieldHref(page.route, path)}>
              {page.page} › {place}
            </Anchor>
          </List.Item>
        ))}
      </List>
      {page.fields.length > FIELDS_SHOWN && (
        <Button size="compact-xs" variant="subtle" onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${page.fields.length} fields`}
        </Button>
      )}
    </Box>
  );
}

/**
 * The first-run checklist, on /_edit: every page whose text is still the starter site's, by its fingerprint, with
 * its fields and what the owner may do (rewrite, remove, keep); then each value of the starter's owner still in the
 * site (src/editor/server/placeholders.ts). Gone once none is left.
 */
export function Checklist() {
  const [found, setFound] = useState<{ placeholders: PlaceholderFound[]; starterPages: StarterPage[] }>();
  const load = useCallback(() => {
    listPlaceholders().then(setFound, () => setFound({ placeholders: [], starterPages: [] }));
  }, []);
  useEffect(load, [load]);
  const pages = found?.starterPages ?? [];
  const values = found?.placeholders ?? [];
  if (!pages.length && !values.length) return null;
  const title = pages.length
    ? `Make the site yours: ${pages.length} ${pages.length === 1 ? 'page holds' : 'pages hold'} the starter site's text`
    : `Make the site yours: ${values.length} placeholder ${values.length === 1 ? 'value is' : 'values are'} left`;
  return (
    // The alert's body is a flex item: without a zero minimum it takes its longest line's width and overflows a phone.
    <Alert color="blue" title={title} styles={{ body: { minWidth: 0 } }}>
      <Stack gap="sm" mah="50vh" style={{ overflowY: 'auto' }}>
        {pages.length > 0 && (
          <>
            <Text size="sm">
              These fields still read as the starter site wrote them. For each page: rewrite it, remove it, or keep it when its text is
              yours now.
            </Text>
            {pages.map((page) => (
              <StarterPageItem key={page.file} page={page} onKept={load} />
            ))}
          </>
        )}
        {values.length > 0 && (
          <>
            <Text size="sm">These still hold the starter site&apos;s owner. Follow each link to its field and write your own.</Text>
            <List size="sm" spacing={4} aria-label="Placeholder values left">
              {values.map((item, i) => {
                const { href, label } = placeOf(item);
                return (
                  <List.Item key={i}>
                    {item.what} ({JSON.stringify(item.value)}):{' '}
                    {href.startsWith('#') ? (
                      <Anchor href={href}>{label}</Anchor>
                    ) : (
                      <Anchor component={Link} to={href}>
                        {label}
                      </Anchor>
                    )}
                  </List.Item>
                );
              })}
            </List>
          </>
        )}
      </Stack>
    </Alert>
  );
}
