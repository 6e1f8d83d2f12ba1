import { Alert, Anchor, Button, Code, FileButton, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { importJsonResume, type ResumeImport as Outcome } from './api';

/**
 * "Import a JSON Resume": the file fills the résumé page and the identity in Site settings, through the same import as
 * `npm run import -- resume` (src/content/editing/import-resume.ts). A file the schema refuses lists the schema's messages,
 * each with its path in the file, and nothing is written.
 */
export function ResumeImport() {
  const [outcome, setOutcome] = useState<Outcome & { name: string }>();
  const [busy, setBusy] = useState(false);
  const choose = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    try {
      setOutcome({ ...(await importJsonResume(file)), name: file.name });
    } catch (error) {
      setOutcome({ ok: false, message: (error as Error).message, problems: [], name: file.name });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4}>
      <FileButton onChange={(file) => void choose(file)} accept="application/json,.json">
        {(button) => (
          <Button variant="default" {...button} loading={busy} style={{ alignSelf: 'flex-start' }}>
            Import a JSON Resume
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        A resume.json in the JSON Resume format, as other résumé tools export it: it fills the résumé page and your name, e-mail and
        profiles in Site settings. What the file does not say stays as it is.
      </Text>
      {outcome?.ok && (
        <Alert color="green" role="status" p="xs">
          {outcome.message}{' '}
          <Anchor component={Link} to="/_edit/resume">
            Open the résumé page
          </Anchor>
        </Alert>
      )}
      {outcome && !outcome.ok && (
        <Alert color="red" role="alert" p="xs">
          <Text size="sm">
            {outcome.name} was not imported: {outcome.message}
          </Text>
          {outcome.problems.length > 0 && (
            <List size="sm" mt={4}>
              {outcome.problems.map((problem) => (
                <List.Item key={problem}>
                  <Problem text={problem} />
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
    </Stack>
  );
}

/** "work[0].startDate: does not match pattern …" with its path set as code, the place to look for in the file. */
function Problem({ text }: { text: string }) {
  const colon = text.indexOf(': ');
  if (colon < 0) return text;
  return (
    <>
      <Code>{text.slice(0, colon)}</Code>
      {text.slice(colon)}
    </>
  );
}
