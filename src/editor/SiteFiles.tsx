import { Alert, Anchor, Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { listFiles, uploadSiteFile, type SiteFiles as Files } from './api';

type Kind = 'resume' | 'icon';
type Outcome = { kind: Kind; ok: boolean; message: string };

/**
 * The files of the site that are no page's picture: the résumé PDF (where site.json's resume settings say it is) and
 * the site's icon. Each is replaced in place, checked by its bytes on the way (src/editor/server/file-handlers.ts).
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
  const row = (kind: Kind, name: string, address: string | undefined, accept: string, help: string) => (
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
      )}
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
