import { Alert, Anchor, Box, Button, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue, useElementSize, useHotkeys, useMergedRef, useStateHistory, useWindowEvent } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { deepEquals } from '@rjsf/utils';
import { Link } from 'react-router-dom';
import { openDocument, saveDocument, type Finding, type OpenDocument, type Validation } from './api';
import { openRoute, validate, type Opened } from './opening';
import { DocumentForm } from './DocumentForm';
import { FactUses } from './fact-uses';
import { FindingsList, revealField } from './FindingsList';
import { AffectedPages } from './AffectedPages';
import { errorSchemaOf, ToWrite } from './findings';
import { forgetUnsaved, readUnsaved, keepUnsaved } from './unsaved';
import { drawInPreview, previewFrame } from './preview-frame';
import { whenTyped } from './local-echo';
import { patchDrawn, tokenFiller } from './quick-preview';
import { fieldPathOf, revealWhenDrawn } from './field-links';
import { PictureFolder, pictureFolderOf } from './picture-folder';
import { replacedPictures, withoutStaleSizes } from './replaced-pictures';
import { PageActions } from './PageActions';
import { PublishLink } from './PublishLink';

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

/** The warnings drawn beside their fields, as things to write; the rest are for the page list and `npm run validate`. */
const SHOWN_WARNINGS = ['PlaceholderInDraft', 'TypedFact', 'RemovedPageLink'];

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
  // What the file holds as last read or saved: a save names its version, and is refused if the file has moved on.
  const [base, setBase] = useState({ version: opened.version, value: opened.value });
  const [value, history, { current, history: steps }] = useStateHistory(readUnsaved(file, opened.version) ?? opened.value);
  const dirty = useMemo(() => JSON.stringify(value) !== JSON.stringify(base.value), [value, base.value]);
  /** The validator's answer, and the value it was asked about. */
  const [validation, setValidation] = useState<Validation & { of?: unknown }>();
  /** The version on disk the owner is asked about: keep theirs or take it. */
  const [conflict, setConflict] = useState<string>();
  const [saving, setSaving] = useState(false);

  // Unsaved work outlives a reload of this tab; leaving with it asks first.
  useEffect(() => (dirty ? keepUnsaved(file, base.version, value) : forgetUnsaved(file)), [dirty, file, base.version, value]);
  useWindowEvent('beforeunload', (event) => dirty && event.preventDefault());

  // The validator's own messages, the checks across pages included, as the owner types.
  const [settled] = useDebouncedValue(value, 150);
  useEffect(() => {
    let live = true;
    validate(file, settled).then(
      // Drawn at a lower priority: a key pressed meanwhile is painted first.
      (result) => live && startTransition(() => setValidation({ ...result, of: settled })),
      (error: Error) =>
        live && setValidation({ errors: [{ file, path: '', jsonPath: [], message: error.message, name: 'Unreachable' }], warnings: [] }),
    );
    return () => {
      live = false;
    };
  }, [file, settled]);
  // The report covers the whole site: this page's findings are the ones its form shows (a save that would break
  // another page is refused by the server, with that page's finding).
  const findings = useMemo(() => validation?.errors.filter((finding) => finding.file === file) ?? [], [validation, file]);
  // Beside their fields too, though they stop no save: what a draft still holds of its template's placeholders, and a
  // figure typed out where site.json keeps it as a fact.
  const placeholders = useMemo(
    () => validation?.warnings.filter((finding) => finding.file === file && SHOWN_WARNINGS.includes(finding.name)) ?? [],
    [validation, file],
  );
  const errors = useMemo(() => errorSchemaOf([...findings, ...placeholders]), [findings, placeholders]);
  const toWrite = useMemo(() => new Set(placeholders.map((finding) => finding.message)), [placeholders]);
  // New words are drawn as they are typed; other changes when the validator has answered for them.
  const fill = useMemo(() => tokenFiller(validation?.tokens ?? {}), [validation?.tokens]);
  const drawn = useMemo(
    () =>
      validation?.document === undefined ? undefined : (patchDrawn(validation.of, validation.document, value, fill) ?? validation.document),
    [validation, value, fill],
  );

  // A change on disk (the owner's text editor, a git pull): taken at once if nothing is unsaved, else offered.
  // Read through a ref: the watcher's news of a save can come before the save's own answer; while a save is under
  // way the disk is looked at once it has answered.
  const known = useRef({ version: base.version, dirty, value, saving: false, recheck: false });
  useEffect(() => {
    Object.assign(known.current, { dirty, value });
  }, [dirty, value]);
  const checkDisk = useCallback(async () => {
    if (known.current.saving) {
      known.current.recheck = true;
      return;
    }
    const disk = await openDocument(file);
    if (disk.version === known.current.version) return;
    known.current.version = disk.version;
    // The file now holds what is on screen (a save of ours, or the same edit made elsewhere): nothing to choose.
    if (deepEquals(disk.value, known.current.value)) setBase({ version: disk.version, value: disk.value });
    else if (!known.current.dirty) reopen();
    else setConflict(disk.version);
  }, [file, reopen]);
  useEffect(() => {
    const onChanged = (changed: { file: string }) => void (changed.file === file && checkDisk());
    import.meta.hot?.on('site:file-changed', onChanged);
    return () => import.meta.hot?.off('site:file-changed', onChanged);
  }, [file, checkDisk]);

  const save = async () => {
    if (saving) return;
    // Keys typed a moment ago are saved too: the value is read once the form holds them all.
    await whenTyped();
    const toSave = known.current.value;
    // Messages about an older value (the validator has not answered for the last keys yet) are the server's to judge.
    if (findings.length > 0 && validation?.of === toSave) return refuse(findings);
    setSaving(true);
    known.current.saving = true;
    try {
      const result = await saveDocument(file, toSave, base.version);
      if (result.status === 'saved') {
        known.current.version = result.version;
        setBase({ version: result.version, value: toSave });
        notifications.show({ color: 'green', message: `Saved ${file}` });
      } else if (result.status === 'conflict') {
        known.current.version = result.version;
        setConflict(result.version);
      } else refuse(result.errors);
    } catch (error) {
      notifications.show({ color: 'red', title: 'Not saved', message: (error as Error).message });
    } finally {
      setSaving(false);
      known.current.saving = false;
      if (known.current.recheck) {
        known.current.recheck = false;
        void checkDisk();
      }
    }
  };
  const refuse = (problems: Finding[]) => {
    notifications.show({
      color: 'red',
      title: 'Not saved: the page has errors',
      message: `${problems.length} to fix, first: ${problems[0].file === file ? '' : `${problems[0].page ?? problems[0].file} › `}${problems[0].path || 'the page'}: ${problems[0].message}`,
    });
    if (problems[0].file === file) revealField(problems[0].jsonPath);
  };

  /** The places (as JSON) of the pictures whose file the owner changed in this editor. */
  const replaced = useRef(new Set<string>());
  // The form also reports the value it was given (after an undo, say): only a change is a step, or redo would be lost.
  const change = (next: unknown) => {
    if (deepEquals(next, value)) return;
    for (const path of replacedPictures(value, next)) replaced.current.add(JSON.stringify(path));
    history.set(next);
  };

  // /_edit/about?field=sections.0.heading (the first-run checklist's links): the form opens at that field.
  useEffect(() => {
    const field = new URLSearchParams(window.location.search).get('field');
    if (field) revealWhenDrawn(fieldPathOf(field));
  }, []);

  // A picture replaced keeps no width and height the validator finds are not the new picture's shape.
  useEffect(() => {
    const next = withoutStaleSizes(value, findings, replaced.current);
    if (next !== value) history.set(next);
  }, [findings, value, history]);

  const folder = useMemo(() => pictureFolderOf(opened.value, route), [opened.value, route]);

  const canUndo = current > 0;
  const canRedo = current < steps.length - 1;
  useHotkeys(
    [
      ['mod+Z', () => canUndo && history.back()],
      ['mod+shift+Z', () => canRedo && history.forward()],
      ['mod+S', () => void save()],
    ],
    [],
  );

  return (
    <Box
      component="main"
      aria-label="Page editor"
      style={{ display: 'grid', gridTemplateColumns: 'minmax(420px, 5fr) 7fr', height: '100vh' }}
    >
      <Stack gap="md" px="md" pb="md" style={{ overflowY: 'auto' }}>
        <Group
          justify="space-between"
          wrap="nowrap"
          pos="sticky"
          top={0}
          py="xs"
          bg="var(--mantine-color-body)"
          style={{ zIndex: 3, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Stack gap={0}>
            {/* A page load, not the router's: leaving with unsaved changes asks first (beforeunload). */}
            <Group gap="md">
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
            <Button variant="default" disabled={!canUndo} onClick={() => history.back()}>
              Undo
            </Button>
            <Button variant="default" disabled={!canRedo} onClick={() => history.forward()}>
              Redo
            </Button>
            <Button onClick={() => void save()} loading={saving} disabled={!dirty}>
              Save
            </Button>
          </Group>
        </Group>
        {conflict && (
          <ConflictNotice
            onKeepMine={() => {
              setBase((old) => ({ ...old, version: conflict }));
              setConflict(undefined);
            }}
            onTakeTheirs={() => {
              forgetUnsaved(file);
              reopen(true);
            }}
          />
        )}
        <FindingsList findings={findings} />
        <AffectedPages warnings={validation?.warnings ?? []} file={file} />
        <PictureFolder.Provider value={folder}>
          <ToWrite value={toWrite}>
            <FactUses.Provider value={site ? validation?.factUses : undefined}>
              <DocumentForm value={value} errors={errors} onChange={change} site={site} />
            </FactUses.Provider>
          </ToWrite>
        </PictureFolder.Provider>
      </Stack>
      <PreviewPane document={drawn} site={site} stale={findings.length > 0} />
    </Box>
  );
}

function ConflictNotice({ onKeepMine, onTakeTheirs }: { onKeepMine: () => void; onTakeTheirs: () => void }) {
  return (
    // Never squeezed by the long form below it in the scrolling column: the buttons stay whole.
    <Alert color="orange" title="The file changed on disk while you were editing" style={{ flexShrink: 0 }}>
      <Text size="sm" mb="xs">
        Someone (a text editor, a git pull) changed this page&apos;s file since you opened it. Keep your version (Save then writes it over
        theirs), or load the file&apos;s version (your unsaved changes are dropped).
      </Text>
      <Group gap="xs">
        <Button size="xs" onClick={onKeepMine}>
          Keep my version
        </Button>
        <Button size="xs" variant="default" onClick={onTakeTheirs}>
          Load the file&apos;s version
        </Button>
      </Group>
    </Alert>
  );
}

/** The widths the preview draws at: a phone's, and a laptop's scaled down to the pane. */
const PHONE_WIDTH = 390;
const DESKTOP_WIDTH = 1280;

/**
 * The page as the site draws it, in an <iframe> of the site's /_preview: phone or desktop width, light or dark. For
 * site.json, the site's frame (header, navigation, footer) drawn with the settings, around their share card.
 */
/** `document` is the page as drawn, or with `site` the site's settings, whose frame and share card are drawn. */
function PreviewPane({ document, site, stale }: { document: unknown; site: boolean; stale: boolean }) {
  const [frame] = useState(previewFrame);
  const [width, setWidth] = useState('desktop');
  const [scheme, setScheme] = useState<'light' | 'dark'>('light');
  const [focus, setFocus] = useState<number>();
  useWindowEvent('editor:section-opened', (event) => setFocus(event.detail as number));
  // While the page has errors it has no document to draw: the preview keeps the last it had, also when it reloads
  // (a file added under public/ reloads it).
  const [lastGood, setLastGood] = useState(document);
  if (document && document !== lastGood) setLastGood(document);
  useEffect(() => {
    if (lastGood) drawInPreview({ type: 'preview', ...(site ? { site: lastGood } : { document: lastGood }), scheme, focus });
  }, [lastGood, site, scheme, focus]);
  // Desktop is drawn at a laptop's width and scaled to the pane, so its layout is a desktop's, not the pane's.
  const { ref: measured, width: paneWidth, height: paneHeight } = useElementSize();
  const pane = useRef<HTMLDivElement>(null);
  const paneRef = useMergedRef(measured, pane);
  const scale = width === 'desktop' && paneWidth > 0 ? Math.min(1, paneWidth / DESKTOP_WIDTH) : 1;
  // The frame (preview-frame.ts) is placed over the pane, and hidden when the pane goes.
  const [viewport, setViewport] = useState({ width: window.innerWidth, height: window.innerHeight });
  useWindowEvent('resize', () => setViewport({ width: window.innerWidth, height: window.innerHeight }));
  useLayoutEffect(() => {
    const box = pane.current?.getBoundingClientRect();
    if (!box || paneWidth === 0) return;
    Object.assign(frame.style, {
      top: `${box.top}px`,
      left: `${box.left + (width === 'phone' ? Math.max(0, (paneWidth - PHONE_WIDTH) / 2) : 0)}px`,
      width: `${width === 'phone' ? PHONE_WIDTH : paneWidth / scale}px`,
      height: `${paneHeight / scale}px`,
      transform: scale < 1 ? `scale(${scale})` : '',
      transformOrigin: 'top left',
      border: '1px solid var(--mantine-color-gray-4)',
      background: 'white',
      visibility: 'visible',
    });
  }, [frame, pane, paneWidth, paneHeight, width, scale, viewport]);
  useEffect(() => () => void (frame.style.visibility = 'hidden'), [frame]);
  return (
    <Stack gap="xs" p="md" bg="var(--mantine-color-gray-1)" style={{ minWidth: 0 }}>
      <Group justify="space-between">
        <SegmentedControl
          aria-label="Preview width"
          value={width}
          onChange={setWidth}
          data={[
            { value: 'phone', label: 'Phone' },
            { value: 'desktop', label: 'Desktop' },
          ]}
        />
        {stale && (
          <Text size="sm" c="orange.9">
            The preview shows the last version without errors.
          </Text>
        )}
        <SegmentedControl
          aria-label="Preview colour scheme"
          value={scheme}
          onChange={(next) => setScheme(next as 'light' | 'dark')}
          data={[
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
          ]}
        />
      </Group>
      {/* The frame is placed over this box: its own size must not size the pane it is measured against. */}
      <Box ref={paneRef} style={{ flex: 1, minHeight: 0 }} />
    </Stack>
  );
}
