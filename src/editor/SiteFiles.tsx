import { Alert, Anchor, Button, FileButton, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { listFiles, uploadSiteFile } from './api';
import { fieldHref } from './field-links';
import type { SiteFiles as Files } from './wire';
import { ResumeImport } from './ResumeImport';

type Kind = 'resume' | 'icon';
type Outcome = { kind: Kind; ok: boolean; message: string };

/**
 * The files of the site that are no page's picture: the résumé PDF (where site.json's resume settings say it is) and
 * the site's icon. Each is replaced in place, checked by its bytes on the way (src/editor/server/file-handlers.ts),
 * and listed again after, under the name it now has. A JSON Resume is read into the résumé page rather than kept
 * (ResumeImport). The owner's portrait is shown with a link to its page's editor, which replaces it with its size
 * and description.
 */
export function SiteFiles() {
  const [files, setFiles] = useState<Files>();
  const [outcome, setOutcome] = useState<Outcome>();
  useEffect(() => {
    listFiles().then(setFiles, () => undefined);
  }, []);
  const replace = async (kind: Kind, file: File | null) => {
    if (!file) return;
    try {
      setOutcome({ kind, ok: true, message: (await uploadSiteFile(kind, file)).message });
      // The résumé keeps its own name: the row names the file now served.
      setFiles(await listFiles());
    } catch (error) {
      setOutcome({ kind, ok: false, message: `${file.name} was not used: ${(error as Error).message}` });
    }
  };
  const row = (kind: Kind, name: string, address: string | undefined, accept: string, help: string, note?: ReactNode) => (
    <Stack gap={4}>
      <Group gap="sm">
        <FileButton onChange={(file) => void replace(kind, file)} accept={accept}>
          {(button) => (
            <Button variant="default" {...button} disabled={!address}>
              Replace the {name}
            </Button>
          )}
        </FileButton>
        <Text size="sm">
          {address ? (
            <Anchor href={address} target="_blank">
              {address}
            </Anchor>
          ) : (
            'site.json names no file yet'
          )}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {help}
      </Text>
      {note}
      {outcome?.kind === kind && (
        <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'} p="xs">
          {outcome.message}
        </Alert>
      )}
    </Stack>
  );
  return (
    <Stack gap="sm" id="site-files" component="section" aria-labelledby="site-files-title">
      <Title order={2} id="site-files-title" size="h3">
        Files
      </Title>
      {row(
        'resume',
        'résumé PDF',
        files?.resume,
        'application/pdf',
        `A PDF of at most ${Math.round((files?.resumeLimit ?? 0) / 1024 / 1024)} MB; it is published under its own name, which becomes the résumé's file name in Site settings.`,
        files && <ResumeServed files={files} />,
      )}
      <ResumeImport />
      {row(
        'icon',
        'site icon',
        files?.icon,
        'image/svg+xml,image/png',
        'An SVG, or a square PNG of at least 32 × 32 pixels: the icon of the browser tab.',
      )}
      {files?.portrait && <Portrait portrait={files.portrait} />}
    </Stack>
  );
}

/** Which résumé PDF visitors get, and a warning when the owner's own is older than the résumé page. */
function ResumeServed({ files }: { files: Files }) {
  if (files.resumeSource === 'built')
    return (
      <Text size="sm" role="status">
        The site serves the PDF the build writes from the résumé page (/resume). Upload a PDF to serve your own instead.
      </Text>
    );
  return (
    <Stack gap={4}>
      <Text size="sm" role="status">
        The site serves your uploaded PDF, not the one the build would write from the résumé page. Delete it from public/assets/resume/ to
        serve the built one.
      </Text>
      {files.resumeStale && (
        <Alert color="yellow" role="alert" p="xs">
          Your uploaded PDF is older than the résumé page: it may miss what you changed there since.
        </Alert>
      )}
    </Stack>
  );
}

/** The owner's portrait: its file and a small preview, and a link to the field that replaces it. */
function Portrait({ portrait }: { portrait: NonNullable<Files['portrait']> }) {
  return (
    <Stack gap={4}>
      <Group gap="sm" wrap="nowrap" align="center">
        <Image src={portrait.src} alt={portrait.alt} w={48} h={56} fit="cover" radius="sm" />
        <Stack gap={0} style={{ minWidth: 0 }}>
          {/* A page load, not the router's: leaving with unsaved changes asks first (beforeunload). */}
          <Anchor href={fieldHref(portrait.route, portrait.jsonPath)} size="sm" underline="always">
            Replace the portrait on {portrait.route}
          </Anchor>
          <Anchor href={portrait.src} target="_blank" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {portrait.src}
          </Anchor>
        </Stack>
      </Group>
      <Text size="xs" c="dimmed">
        The picture in the header of the page about you, which link previews and search results show beside your name. Replaced there, where
        its description and size change with it.
      </Text>
    </Stack>
  );
}
