import { Alert, Anchor, Button, Group, List, Loader, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fieldHref } from './field-links';
import { deletePage, planDelete, planRename, renamePage, type DeletePlan, type PagePlace, type RenamePlan } from './page-moves-api';
import { forgetUnsaved } from './form/unsaved';

type Dialog = 'delete' | 'rename';

/** The dialog the editor's address asks for: /_edit/work/old-case?action=delete (the first-run checklist's "remove"). */
function askedFor(): Dialog | undefined {
  const action = new URLSearchParams(window.location.search).get('action');
  return action === 'delete' || action === 'rename' ? action : undefined;
}

/**
 * "Rename…" and "Delete page…" for one page, each opening a dialog that says what the change does before it is made.
 * In the page editor's header (`where="editor"`, which also opens the dialog its address asks for with ?action=delete
 * or ?action=rename), and in each row of the page list, which `onChanged` then lists again.
 */
export function PageActions({ route, where, onChanged }: { route: string; where: 'editor' | 'list'; onChanged?: () => void }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<Dialog | undefined>(() => (where === 'editor' ? askedFor() : undefined));
  const close = () => {
    setOpen(undefined);
    // A reload of the page then opens the editor, not the dialog again.
    if (askedFor()) window.history.replaceState(window.history.state, '', window.location.pathname);
  };
  const done = (message: string, next: string) => {
    close();
    notifications.show({ color: 'green', title: 'Done', message, autoClose: 12_000 });
    if (where === 'editor') navigate(next);
    else onChanged?.();
  };
  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <Button variant="default" size="compact-sm" onClick={() => setOpen('rename')} aria-label={`Rename ${route}…`}>
          Rename…
        </Button>
        <Button variant="outline" color="red.9" size="compact-sm" onClick={() => setOpen('delete')} aria-label={`Delete page ${route}…`}>
          Delete page…
        </Button>
      </Group>
      <Modal opened={open === 'delete'} onClose={close} title={`Delete ${route}?`} size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
        {open === 'delete' && <DeleteDialog route={route} onCancel={close} onDeleted={(message) => done(message, '/_edit')} />}
      </Modal>
      <Modal
        opened={open === 'rename'}
        onClose={close}
        title={`Move ${route} to another route`}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {open === 'rename' && <RenameDialog route={route} onCancel={close} onRenamed={(message, to) => done(message, `/_edit${to}`)} />}
      </Modal>
    </>
  );
}

/** A place in another document, in words, with a link to its field when it is on a page. */
function PlaceItem({ place, kind }: { place: PagePlace; kind: string }) {
  return (
    <List.Item>
      {kind} &ldquo;{place.text}&rdquo; on {/* A page load, not the router's: leaving with unsaved changes asks first (beforeunload). */}
      <Anchor href={fieldHref(place.route, place.jsonPath)} underline="always">
        {place.page}
      </Anchor>
    </List.Item>
  );
}

const SITE_LINK_KIND: Record<string, string> = { nav: 'The menu link', footer: 'The footer link', redirects: 'The redirect to it from' };

function DeleteDialog({ route, onCancel, onDeleted }: { route: string; onCancel: () => void; onDeleted: (message: string) => void }) {
  const [plan, setPlan] = useState<DeletePlan>();
  const [refused, setRefused] = useState<string>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    planDelete(route).then(setPlan, (error: Error) => setRefused(error.message));
  }, [route]);
  const confirm = async () => {
    setBusy(true);
    try {
      const { message } = await deletePage(route);
      forgetUnsaved(plan!.file);
      onDeleted(message);
    } catch (error) {
      setRefused((error as Error).message);
      setBusy(false);
    }
  };
  if (refused)
    return (
      <Stack>
        <Alert color="red" title="This page cannot be deleted">
          {refused}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Close
          </Button>
        </Group>
      </Stack>
    );
  if (!plan) return <Loader size="sm" aria-label="Finding what goes with the page" />;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} size="h5">
          Goes with it
        </Title>
        <List size="sm" spacing={4} aria-label="What goes with the page">
          <List.Item>
            The page &ldquo;{plan.title}&rdquo;, its file {plan.file}
          </List.Item>
          {plan.cards.map((card, i) => (
            <PlaceItem key={`card-${i}`} place={card} kind="Its card" />
          ))}
          {plan.siteLinks.map((link, i) => (
            <PlaceItem key={`site-${i}`} place={link} kind={SITE_LINK_KIND[String(link.jsonPath[0])] ?? 'The link'} />
          ))}
          {plan.pictures.map((picture) => (
            <List.Item key={picture}>The picture {picture}, which no other page shows</List.Item>
          ))}
        </List>
      </Stack>
      {plan.dangling.length > 0 && (
        <Stack gap={4}>
          <Title order={2} size="h5">
            Will point nowhere
          </Title>
          <Text size="sm">
            These links stay in their pages and leave the built site; each is then a warning (never an error) until you point it elsewhere
            or remove it.
          </Text>
          <List size="sm" spacing={4} aria-label="Links that will point nowhere">
            {plan.dangling.map((link, i) => (
              <PlaceItem key={i} place={link} kind="A link in" />
            ))}
          </List>
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" loading={busy} onClick={() => void confirm()} data-autofocus>
          Delete {route}
        </Button>
      </Group>
    </Stack>
  );
}

function RenameDialog({
  route,
  onCancel,
  onRenamed,
}: {
  route: string;
  onCancel: () => void;
  onRenamed: (message: string, to: string) => void;
}) {
  const [to, setTo] = useState(route);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [plan, setPlan] = useState<RenamePlan>();
  useEffect(() => {
    // The list is a help, not a condition: a page that may not move says why when asked to.
    planRename(route).then(setPlan, () => undefined);
  }, [route]);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const { message, route: moved } = await renamePage(route, to);
      onRenamed(message, moved);
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  };
  return (
    <Stack component="form" onSubmit={submit} gap="md">
      <Text size="sm">
        The page&rsquo;s file moves with it; the links, cards and menu entries that lead to {route} follow, and {route} redirects to the new
        address, so links elsewhere on the web keep working. Save your changes to the page first.
      </Text>
      {plan && <FollowingLinks plan={plan} />}
      <TextInput
        label="New route"
        description='Lower-case words joined by "-", e.g. /work/new-name'
        required
        data-autofocus
        value={to}
        error={error}
        onChange={(event) => setTo(event.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={busy} disabled={to.trim() === route}>
          Move the page
        </Button>
      </Group>
    </Stack>
  );
}

/** The cards, menu entries and links that lead to a page about to move, each linked to its field: they follow it. */
function FollowingLinks({ plan }: { plan: RenamePlan }) {
  const count = plan.cards.length + plan.siteLinks.length + plan.links.length;
  if (count === 0) return <Text size="sm">No other page links to {plan.route}.</Text>;
  return (
    <Stack gap={4}>
      <Title order={2} size="h5">
        Follow it to the new route
      </Title>
      <List size="sm" spacing={4} aria-label="Links that follow the page">
        {plan.cards.map((card, i) => (
          <PlaceItem key={`card-${i}`} place={card} kind="Its card" />
        ))}
        {plan.siteLinks.map((link, i) => (
          <PlaceItem key={`site-${i}`} place={link} kind={SITE_LINK_KIND[String(link.jsonPath[0])] ?? 'The link'} />
        ))}
        {plan.links.map((link, i) => (
          <PlaceItem key={`link-${i}`} place={link} kind="A link in" />
        ))}
      </List>
    </Stack>
  );
}
