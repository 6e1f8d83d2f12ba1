import { Alert, Anchor, Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { listFiles, uploadSiteFile } from './api';
import type { SiteFiles as Files } from './wire';
import { ResumeImport } from './ResumeImport';

type Kind = 'resume' | 'icon';
type Outcome = { kind: Kind; ok: boolean; message: string };

/**
 * The files of the site that are no page's picture: the résumé PDF (where site.json's resume settings say it is) and
 * the site's icon. Each is replaced in place, checked by its bytes on the way (src/editor/server/file-handlers.ts).
 * A JSON Resume is read into the résumé page rather than kept (ResumeImport).
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
    } catch (error) {
      setOutcome({ kind, ok: false, message: `${file.name} was not used: ${(error as Error).message}` });
    }
  };
  const row = (kind: Kind, name: string, address: string | undefined, accept: string, help: string, note?: ReactNode) => (
    <Stack gap={4}>
      <Group gap="sm" wrap="nowrap">
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
