import { Alert, Anchor, Button, Code, Container, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useCallback, useEffect, useState } from 'react';
import { OnlineSteps } from './OnlineSteps';
import { checkLive, readPublishState, runPublish, runUndo } from './publish-api';
import type { LiveAnswer, PublishOutcome, PublishStateAnswer } from './wire';

/** How long the editor asks the site for the new build before it says what to check instead. */
const LIVE_TIMEOUT_MS = 5 * 60_000;
const GOOD = new Set(['published', 'nothing', 'dry-run']);

/**
 * /_edit/_publish: what will go live, in words; Publish (validate, build, commit, push) and its outcome; the check that
 * the site really shows it; the undo; and "Put it online" for what the repository still needs.
 */
export function PublishPage() {
  const [state, setState] = useState<PublishStateAnswer>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState<'publish' | 'undo'>();
  const [outcome, setOutcome] = useState<PublishOutcome>();
  const [live, setLive] = useState<LiveAnswer & { since: number; commit: string; over?: boolean }>();

  const refresh = useCallback(() => readPublishState().then(setState, (error: Error) => setFailure(error.message)), []);
  useEffect(() => void refresh(), [refresh]);
  // While a publish runs, its step; after a push, whether the site serves it yet.
  const progress = useInterval(() => void refresh(), 1000, { autoInvoke: false });
  const liveCheck = useInterval(
    () => {
      if (!live || live.live) return;
      if (Date.now() - live.since > LIVE_TIMEOUT_MS) return setLive({ ...live, over: true });
      checkLive(live.commit).then(
        (answer) => setLive({ ...live, ...answer }),
        () => undefined,
      );
    },
    5000,
    { autoInvoke: false },
  );
  useEffect(() => (live && !live.live && !live.over ? liveCheck.start() : liveCheck.stop()), [live, liveCheck]);

  const act = async (kind: 'publish' | 'undo') => {
    setBusy(kind);
    setOutcome(undefined);
    setLive(undefined);
    progress.start();
    try {
      const result = kind === 'publish' ? await runPublish() : await runUndo();
      setOutcome(result);
      if (result.status === 'published' && result.commit && state?.siteUrl) {
        setLive({
          live: false,
          address: state.siteUrl,
          message: 'Waiting for the host to build it…',
          since: Date.now(),
          commit: result.commit,
        });
      }
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      progress.stop();
      setBusy(undefined);
      void refresh();
    }
  };

  const count = state ? state.changes.length : 0;
  return (
    <Container size="md" py="xl" component="main">
      <Stack gap="lg">
        <Anchor href="/_edit" size="sm">
          All pages
        </Anchor>
        <Title order={1}>Publish</Title>
        {failure && (
          <Alert color="red" title="Publish could not start">
            {failure}
          </Alert>
        )}
        {state && (
          <Stack gap="xs" aria-labelledby="to-publish">
            <Title order={2} size="h3" id="to-publish">
              {count ? `What will go live (${count})` : state.ahead ? 'A publish waiting to be sent' : 'Nothing to publish'}
            </Title>
            {count > 0 ? (
              <List size="sm">
                {state.changes.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm">
                {state.ahead
                  ? 'A commit made by an earlier publish has not reached the remote yet: Publish sends it.'
                  : 'Everything saved is online.'}
              </Text>
            )}
            {state.leftOut.length > 0 && (
              <Text size="sm" c="dimmed">
                Stays on this computer: {state.leftOut.map((file) => file.path).join(', ')}.
              </Text>
            )}
          </Stack>
        )}
        <Group>
          <Button
            onClick={() => void act('publish')}
            loading={busy === 'publish'}
            disabled={Boolean(busy) || !state || (!count && !state.ahead)}
          >
            Publish
          </Button>
          <Button variant="default" onClick={() => void act('undo')} loading={busy === 'undo'} disabled={Boolean(busy)}>
            Undo the last publish
          </Button>
        </Group>
        <Text size="sm" aria-live="polite" role="status">
          {busy ? `${state?.running ?? 'Starting'}…` : ''}
        </Text>
        {outcome && (
          <Alert
            color={GOOD.has(outcome.status) ? 'green' : 'red'}
            title={GOOD.has(outcome.status) ? 'Done' : 'Not published'}
            role="alert"
          >
            <Text size="sm">{outcome.message}</Text>
            {outcome.status === 'published' && outcome.changes.length > 0 && (
              <List size="sm" mt="xs">
                {outcome.changes.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            )}
            {outcome.detail && (
              <Code block mt="xs">
                {outcome.detail}
              </Code>
            )}
          </Alert>
        )}
        {live && <LiveLine live={live} />}
        <OnlineSteps onChange={() => void refresh()} />
      </Stack>
    </Container>
  );
}

function LiveLine({ live }: { live: LiveAnswer & { over?: boolean } }) {
  if (live.live)
    return (
      <Alert color="green" title="Live">
        The site serves the new version: <Anchor href={live.address}>{live.address}</Anchor>
      </Alert>
    );
  if (live.over)
    return (
      <Alert color="yellow" title="Not live yet">
        {live.message} Check the host&rsquo;s build log (GitHub: the repository&rsquo;s Actions tab; Netlify or Cloudflare Pages: Deploys),
        that Pages is turned on, and that the site&rsquo;s address in &ldquo;Put it online&rdquo; is the one the host gives.
      </Alert>
    );
  return (
    <Group gap="xs" aria-live="polite">
      <Loader size="xs" />
      <Text size="sm">Is it live? {live.message}</Text>
    </Group>
  );
}
