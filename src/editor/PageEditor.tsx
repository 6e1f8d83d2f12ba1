import { Alert, Anchor, Box, Button, Group, Loader, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { openDocument } from './api';
import type { OpenDocument } from './wire';
import { openRoute, type Opened } from './opening';
import { fieldPathOf, revealWhenDrawn } from './field-links';
import { PageActions } from './PageActions';
import { PublishLink } from './PublishLink';
import { AffectedPages } from './form/AffectedPages';
import { ConflictNotice } from './form/ConflictNotice';
import { DocumentForm } from './form/DocumentForm';
import { FactUses } from './form/fact-uses';
import { FindingsList } from './form/FindingsList';
import { ToWrite } from './form/findings';
import { PictureFolder, pictureFolderOf } from './form/picture-folder';
import { withoutStaleSizes } from './form/replaced-pictures';
import { useDocument, useEditingKeys } from './form/use-document';
import { useValidation } from './form/use-validation';
import { PreviewPane } from './preview/PreviewPane';

/**
 * /_edit/<route>: finds the route's file and opens it; opens it again when it changes on disk and nothing is unsaved.
 * /_edit/site opens site.json, the site's settings (unless a page has the route /site).
 */
export function PageEditor({ route }: { route: string }) {
  const [opened, setOpened] = useState<Opened & { load: number }>();
  const [failure, setFailure] = useState<string>();
  // A new version of the file draws the editor afresh; so does loading the file's version when asked, even when the
  // file is as it was when opened (taken back with git): the form, its undo steps and the kept draft follow the file.
  const loads = useRef(0);
  const open = useCallback(
    (opening: Promise<Opened>, fresh = false) =>
      opening.then(
        (document) => setOpened({ ...document, load: fresh ? ++loads.current : loads.current }),
        (error: Error) => setFailure(error.message),
      ),
    [],
  );
  useEffect(() => void open(openRoute(route)), [route, open]);

  if (failure)
    return (
      <Box p="xl" component="main">
        <Alert color="red" title="This page cannot be edited">
          {failure}{' '}
          <Anchor component={Link} to="/_edit">
            All pages
          </Anchor>
        </Alert>
      </Box>
    );
  if (!opened) return <Loader m="xl" aria-label="Loading the page" />;
  return (
    <DocumentEditor
      key={`${opened.version}:${opened.load}`}
      opened={opened}
      route={route}
      site={opened.site}
      reopen={(fresh?: boolean) =>
        open(
          openDocument(opened.file).then((document) => ({ ...document, site: opened.site })),
          fresh,
        )
      }
    />
  );
}

/** A document's form, with its editing state and the validator's messages, beside its preview. */
function DocumentEditor({
  opened,
  route,
  site,
  reopen,
}: {
  opened: OpenDocument;
  route: string;
  /** site.json, the site's settings, rather than a page. */
  site: boolean;
  reopen: (fresh?: boolean) => void;
}) {
  const { file } = opened;
  const editing = useDocument(opened, reopen);
  const { value, dirty, saving, canUndo, canRedo, undo, redo, conflict } = editing;
  const { validation, findings, errors, toWrite, stopping } = useValidation(file, value);
  const save = () => void editing.save(stopping);
  useEditingKeys({ undo, redo, save });

  // /_edit/about?field=sections.0.heading (the first-run checklist's links): the form opens at that field.
  useEffect(() => {
    const field = new URLSearchParams(window.location.search).get('field');
    if (field) revealWhenDrawn(fieldPathOf(field));
  }, []);

  // A picture replaced keeps no width and height the validator finds are not the new picture's shape.
  const { replaced, set } = editing;
  useEffect(() => {
    const next = withoutStaleSizes(value, findings, replaced);
    if (next !== value) set(next);
  }, [findings, value, replaced, set]);

  const folder = useMemo(() => pictureFolderOf(opened.value, route), [opened.value, route]);
  // On a phone the form sits above the preview, each scrolling in its own part of the screen; wider, side by side.
  const theme = useMantineTheme();
  const narrow = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const layout = narrow
    ? { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'minmax(0, 3fr) minmax(0, 2fr)' }
    : { gridTemplateColumns: 'minmax(420px, 5fr) 7fr' };

  return (
    <Box component="main" aria-label="Page editor" style={{ display: 'grid', ...layout, height: '100vh' }}>
      <Stack gap="md" px="md" pb="md" style={{ overflowY: 'auto', minWidth: 0 }}>
        <Group
          justify="space-between"
          // On a phone Undo, Redo and Save go under the page's name; wider, they stay beside it.
          wrap={narrow ? 'wrap' : 'nowrap'}
          gap="xs"
          pos="sticky"
          top={0}
          py="xs"
          bg="var(--mantine-color-body)"
          style={{ zIndex: 3, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Stack gap={0}>
            {/* A page load, not the router's: leaving with unsaved changes asks first (beforeunload). */}
            <Group gap="xs">
              <Anchor href="/_edit" size="sm">
                All pages
              </Anchor>
              <PublishLink />
              {!site && <PageActions route={route} where="editor" />}
            </Group>
            <Title order={1} size="h4">
              {site ? 'Site settings' : `Editing ${route}`}
            </Title>
            <Text size="sm" c="dimmed" aria-live="polite">
              {file} · {dirty ? 'unsaved changes' : 'saved'}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Button variant="default" disabled={!canUndo} onClick={undo}>
              Undo
            </Button>
            <Button variant="default" disabled={!canRedo} onClick={redo}>
              Redo
            </Button>
            <Button onClick={save} loading={saving} disabled={!dirty}>
              Save
            </Button>
          </Group>
        </Group>
        {conflict && <ConflictNotice onKeepMine={editing.keepMine} onTakeTheirs={editing.takeTheirs} />}
        <FindingsList findings={findings} value={value} site={site} />
        <AffectedPages warnings={validation?.warnings ?? []} file={file} />
        <PictureFolder.Provider value={folder}>
          <ToWrite value={toWrite}>
            <FactUses.Provider value={site ? validation?.factUses : undefined}>
              <DocumentForm value={value} errors={errors} onChange={editing.change} site={site} />
            </FactUses.Provider>
          </ToWrite>
        </PictureFolder.Provider>
      </Stack>
      <PreviewPane validation={validation} value={value} site={site} stale={findings.length > 0} />
    </Box>
  );
}
