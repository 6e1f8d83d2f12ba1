import { Alert, Button, Group, List, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { changeOnline, readOnline } from './publish-api';
import type { OnlineState } from './wire';

/** "Put it online": each step the repository still needs, in words, and the two it can set: the remote and siteUrl. */
export function OnlineSteps({ onChange }: { onChange: () => void }) {
  const [state, setState] = useState<OnlineState>();
  const [remote, setRemote] = useState('');
  const [siteUrl, setSiteUrl] = useState('');
  const [error, setError] = useState<{ remote?: string; siteUrl?: string }>({});
  useEffect(() => {
    readOnline().then(
      (found) => {
        setState(found);
        setRemote(found.starterRemote ? '' : (found.remote ?? ''));
        setSiteUrl(found.siteUrlPlaceholder ? (found.suggestedSiteUrl ?? '') : (found.siteUrl ?? ''));
      },
      (failure: Error) => setError({ remote: failure.message }),
    );
  }, []);
  const save = async (field: 'remote' | 'siteUrl', value: string) => {
    setError({});
    try {
      const next = await changeOnline({ [field]: value });
      setState(next);
      if (field === 'remote' && next.suggestedSiteUrl && next.siteUrlPlaceholder) setSiteUrl(next.suggestedSiteUrl);
      onChange();
    } catch (failure) {
      setError({ [field]: (failure as Error).message });
    }
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="put-online">
      <Title order={2} size="h3" id="put-online">
        Put it online
      </Title>
      {state && state.steps.every((step) => step.done || step.id === 'pages') ? (
        <Alert color="green">The repository is set up: each publish goes to {state.remote}.</Alert>
      ) : null}
      {state && (
        <List spacing="xs" size="sm" center>
          {state.steps.map((step) => (
            <List.Item
              key={step.id}
              icon={
                <ThemeIcon
                  color={step.done ? 'teal' : 'gray'}
                  variant={step.done ? 'filled' : 'light'}
                  size={22}
                  radius="xl"
                  aria-label={step.done ? 'Done' : 'To do'}
                >
                  {step.done ? <IconCheck size={14} /> : <IconCircleDashed size={14} />}
                </ThemeIcon>
              }
            >
              <Text size="sm" c={step.done ? 'dimmed' : undefined}>
                {step.text}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
      <Group align="flex-end">
        <TextInput
          label="Your repository's address"
          description="GitHub shows it under Code, e.g. https://github.com/you/portfolio.git"
          value={remote}
          error={error.remote}
          onChange={(event) => setRemote(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button variant="default" onClick={() => void save('remote', remote)}>
          Set the repository
        </Button>
      </Group>
      <Group align="flex-end">
        <TextInput
          label="The site's address (siteUrl)"
          description="The address the host gives, starting with https://"
          value={siteUrl}
          error={error.siteUrl}
          onChange={(event) => setSiteUrl(event.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button variant="default" onClick={() => void save('siteUrl', siteUrl)}>
          Set the address
        </Button>
      </Group>
    </Stack>
  );
}
